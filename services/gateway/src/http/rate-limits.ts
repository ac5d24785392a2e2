import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

// Budgets per client IP and minute; 0 turns a budget off (benchmarks). Counted per gateway process.
// One instance per budget, a step of the HTTP pipeline, so the play answers taken before Express and
// those Express routes count against the same budget.
export function rateLimiter(perMinute: number, what: string): RequestHandler {
  if (perMinute <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({
        code: 'RATE_LIMITED',
        message: `Too many ${what} requests. Please wait a minute and try again.`,
      });
    },
  });
}
