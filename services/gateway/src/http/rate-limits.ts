import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { writeJson } from './json-response';

// Budgets per client IP and minute; 0 turns a budget off (benchmarks). Counted per gateway process.
// The answer is written with writeJson, so the same limiter serves Express routes and the play path
// answered before Express (one budget for both), each refusal with the headers gathered for it there
// (gatherHeaders) or set on the response by Express's middleware.
export function rateLimiter(perMinute: number, what: string): RequestHandler {
  if (perMinute <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      writeJson(res, 429, {
        code: 'RATE_LIMITED',
        message: `Too many ${what} requests. Please wait a minute and try again.`,
      });
    },
  });
}
