import type { IncomingMessage, ServerResponse } from 'node:http';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Step } from './pipeline';
import { sendJson } from './raw-http';

// Express's res.append for the limiter, one function for every response.
function appendHeader(this: ServerResponse, name: string, value: string): void {
  this.appendHeader(name, value);
}

// A budget turned off.
const off: Step['use'] = (_request, _reply, next) => next();

type Counted = IncomingMessage & { ip?: string };
// The limiter adds its draft-8 headers with Express's res.append, Node's appendHeader by another name.
type Answered = ServerResponse & { append?: (name: string, value: string) => void };

// Budgets per client IP and minute; 0 turns a budget off. Counted per gateway process. One instance
// per budget, a step of the HTTP pipeline. The limiter is express-rate-limit on Node's request and
// response: the client's address is Fastify's (trust proxy as configured), its headers are appended
// with Node's appendHeader, and its one-time checks of Express's settings, which it cannot see here,
// are off.
export function rateLimiter(perMinute: number, what: string): Step['use'] {
  if (perMinute <= 0) return off;
  const limit = rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: false,
    keyGenerator: (req) => ipKeyGenerator((req as unknown as Counted).ip ?? ''),
    handler: (_req, res) =>
      sendJson(res as unknown as ServerResponse, 429, {
        code: 'RATE_LIMITED',
        message: `Too many ${what} requests. Please wait a minute and try again.`,
      }),
  });
  return (request, reply, next) => {
    const req = request.raw as Counted;
    const res = reply.raw as Answered;
    req.ip = request.ip;
    res.append = appendHeader;
    void limit(req as never, res as never, next);
  };
}
