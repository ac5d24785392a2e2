import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { RequestHandler } from 'express';
import proxyAddr from 'proxy-addr';
import {
  MAX_JSON_BODY_BYTES,
  parseOrThrow,
  playCompleteRequestSchema,
  playEventRequestSchema,
} from '@carewith/contracts';
import { BusClient, httpRequestDuration, requestContext } from '@carewith/platform';
import { csrfCookieName, csrfCookieOptions, newCsrfToken } from '../auth/csrf';
import type { GatewayConfig } from '../gateway.config';
import { logFailure, toHttp } from '../http/http-exception.filter';
import { gatherHeaders, writeJson } from '../http/json-response';
import { requestIdOf } from '../http/request-id';
import { securityHeaderList } from '../http/security-headers';
import { PlayTokenPipe } from './play-token.pipe';

// The canonical spelling only (lower case, no trailing slash, no encoded characters in the token);
// Express's looser matching of the same routes (case, a trailing slash) still reaches the controller.
const ROUTE = /^\/api\/play\/([A-Za-z0-9_-]*)\/(event|complete)(?:\?|$)/;
// What express.json() parses itself; anything else (another charset, a compressed body, no length,
// a body over the limit) is left to Express, which answers it as before.
const PLAIN_JSON = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;
const BOM = 0xfeff;
const NOT_JSON = {
  code: 'VALIDATION',
  message: 'Request body is not valid JSON',
  errors: [{ field: 'body', message: 'Request body is not valid JSON' }],
};

type Kind = 'event' | 'complete';
// The controller's pipe for the token, the same instance for every request (it keeps no state).
const tokenPipe = new PlayTokenPipe();

// Which requests this path answers: a POST to the canonical path with a plain JSON body of a declared
// length within express.json's limit. Everything else is Express's, exactly as before.
export function fastPlayRoute(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): { token: string; kind: Kind } | null {
  if (method !== 'POST') return null;
  const match = ROUTE.exec(url ?? '');
  if (!match) return null;
  const type = headers['content-type'];
  const length = Number(headers['content-length']);
  if (
    !type ||
    !PLAIN_JSON.test(type) ||
    headers['content-encoding'] !== undefined ||
    headers['transfer-encoding'] !== undefined ||
    headers['content-length'] === undefined ||
    !Number.isSafeInteger(length) ||
    length < 0 ||
    length > MAX_JSON_BODY_BYTES
  )
    return null;
  return { token: match[1], kind: match[2] as Kind };
}

// POST /api/play/:token/event and /complete, the loved one's answers, at most a few hundred bytes each,
// answered at the HTTP server before Express (issue #17: the play path). Every step of the chain those
// requests took stays, in the same order and with the same answers: the request timer, the security
// headers, the request id, the CSRF cookie (play routes are exempt from the check, not from getting the
// cookie), the play rate limit (the same limiter instance, so one budget), express.json's parsing and
// its errors, the token pipe, the body's schema, the bus request, and the error mapping of
// HttpErrorFilter. What it skips is what those requests never used: Express's request decoration and
// router walk, Nest's pipeline, compression, the session. The controller keeps both routes for what
// this path leaves to Express.
export class PlayFastPath {
  private readonly headers = securityHeaderList().flat();
  private readonly cookieName: string;
  private readonly cookieOptions: ReturnType<typeof csrfCookieOptions>;

  constructor(
    private readonly bus: BusClient,
    config: GatewayConfig,
    // The play routes' rate limiter (shared with Express), and the Express app whose settings it reads
    // (trust proxy) and whose trust-proxy function gives req.ip.
    private readonly limiter: RequestHandler | undefined,
    private readonly app: { get(setting: string): unknown },
  ) {
    this.cookieName = csrfCookieName(config);
    this.cookieOptions = csrfCookieOptions(config);
    this.trustProxy = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  }

  private readonly trustProxy: (address: string, hop: number) => boolean;

  // True when this path took the request; false leaves it to Express untouched (nothing read or written).
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const route = fastPlayRoute(req.method, req.url, req.headers);
    if (!route) return false;
    this.start(req, res, route.token, route.kind);
    return true;
  }

  private start(req: IncomingMessage, res: ServerResponse, token: string, kind: Kind): void {
    const end = httpRequestDuration.startTimer();
    res.once('finish', () =>
      end({ method: 'POST', route: `/api/play/:token/${kind}`, status: String(res.statusCode) }),
    );
    // The answer's headers, written at once with the status (res.writeHead with a flat list, so node
    // validates and stores each once): the security headers, the request id, a CSRF cookie if needed.
    const headers = [...this.headers];
    const requestId = requestIdOf(req.headers['x-request-id']);
    headers.push('x-request-id', requestId);
    if (!this.hasCsrfCookie(req))
      headers.push('Set-Cookie', serializeCookie(this.cookieName, newCsrfToken(), this.cookieOptions));
    const reply: Reply = { res, headers };
    const next = (error?: unknown) => {
      if (error) return this.fail(reply, error);
      this.readBody(req, reply, (body) => void this.answer(reply, requestId, token, kind, body));
    };
    if (!this.limiter) return next();
    // A refusal is the limiter's answer (writeJson): with the headers above, as through Express.
    gatherHeaders(res, headers);
    // express-rate-limit reads the client address as Express computes it and the app's settings, and
    // adds its headers with Express's res.append (writeHead merges them with the list above).
    const request = req as IncomingMessage & { ip?: string; app?: { get(name: string): unknown } };
    request.ip = proxyAddr(req, this.trustProxy);
    request.app = this.app;
    const response = res as ServerResponse & { append?: (field: string, value: string | string[]) => void };
    response.append = (field, value) => appendHeader(res, field, value);
    this.limiter(request as never, response as never, next);
  }

  private hasCsrfCookie(req: IncomingMessage): boolean {
    const header = req.headers.cookie;
    if (!header) return false;
    // As cookie-parser leaves it for the CSRF middleware: any non-empty value (a "j:" JSON value only
    // changes its type).
    return Boolean(parseCookies(header)[this.cookieName]);
  }

  // express.json({ strict: true }): the body as UTF-8 (a BOM dropped), {} when empty, and anything but
  // an object or array, or JSON that does not parse, refused with the same 400.
  private readBody(req: IncomingMessage, reply: Reply, then: (body: unknown) => void): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      let text = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8');
      if (text.charCodeAt(0) === BOM) text = text.slice(1);
      if (text.length === 0) return then({});
      const first = text[firstNonBlank(text)];
      if (first !== '{' && first !== '[') return send(reply, 400, NOT_JSON);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return send(reply, 400, NOT_JSON);
      }
      then(body);
    });
    req.once('error', () => reply.res.destroy());
  }

  private async answer(reply: Reply, requestId: string, path: string, kind: Kind, body: unknown) {
    try {
      // The controller's order: the token's pipe, then the body's.
      const token = tokenPipe.transform(path);
      const result = await requestContext.run({ requestId }, () =>
        kind === 'event'
          ? this.bus.request('games.play.event', { token, event: parseOrThrow(playEventRequestSchema, body) })
          : this.bus.request('games.play.complete', { token, complete: parseOrThrow(playCompleteRequestSchema, body) }),
      );
      send(reply, 200, result);
    } catch (error) {
      this.fail(reply, error);
    }
  }

  // HttpErrorFilter's mapping and logging.
  private fail(reply: Reply, error: unknown): void {
    const [status, body] = toHttp(error);
    logFailure(status, error);
    if (!reply.res.headersSent) send(reply, status, body);
  }
}

type Reply = { res: ServerResponse; headers: string[] };

// The answer, with the headers gathered for it.
const send = ({ res, headers }: Reply, status: number, body: unknown) => writeJson(res, status, body, headers);

// Express's res.append: a header given twice keeps both values.
function appendHeader(res: ServerResponse, field: string, value: string | string[]): void {
  const previous = res.getHeader(field);
  if (previous === undefined) res.setHeader(field, value);
  else res.setHeader(field, [...(Array.isArray(previous) ? previous : [String(previous)]), ...[value].flat()]);
}

// Where JSON text starts after its insignificant whitespace (space, tab, line feed, carriage return).
function firstNonBlank(text: string): number {
  let i = 0;
  for (let c = text.charCodeAt(0); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d; c = text.charCodeAt(++i));
  return i;
}
