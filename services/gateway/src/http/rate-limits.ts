import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { LeanForm } from './pipeline';

// A budget turned off.
const off: RequestHandler = (_req, _res, next) => next();

// Budgets per client IP and minute; 0 turns a budget off (benchmarks). Counted per gateway process.
// One instance per budget, a step of the HTTP pipeline, so the play answers taken before Express and
// those Express routes count against the same budget.
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

// The limiter's lean form (Step.lean): nothing when the budget is off; else the limiter itself on the
// request and response as Express's (express-rate-limit reads req.ip and the app's settings, and its
// refusal is res.status(429).json(...)).
export const rateLimitLean = (limiter: RequestHandler) => (): LeanForm =>
  limiter === off
    ? {}
    : {
        handle: (x, next) => {
          const { req, res } = x.asExpress();
          void limiter(req, res, next);
        },
      };
