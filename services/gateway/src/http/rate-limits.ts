import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

// A budget turned off.
const off: RequestHandler = (_req, _res, next) => next();

// Budgets per client IP and minute; 0 turns a budget off. Counted per gateway process. One instance
// per budget, a step of the HTTP pipeline.
export function rateLimiter(perMinute: number, what: string): RequestHandler {
  if (perMinute <= 0) return off;
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
