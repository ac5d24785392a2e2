import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import etag from 'etag';
import fresh from 'fresh';
import multipart from '@fastify/multipart';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticator } from 'passport';
import { DomainError, MAX_JSON_BODY_BYTES } from '@carewith/contracts';
import { httpServerSpans, requestContext } from '@carewith/platform';
import { HttpErrorFilter } from './http-exception.filter';
import { connect, Middleware, mountSteps, Next, Step } from './pipeline';
import { rateLimiter } from './rate-limits';
import { requestIdOf } from './request-id';
import { securityHeaders } from './security-headers';
import { webSteps } from './web-static';
import { csrfProtection } from '../auth/csrf';
import { httpMetrics, metricsEndpoint, routeOf } from '../metrics/metrics.controller';
import { absoluteTimeout, SessionRequest } from '../auth/session';
import type { GatewayConfig } from '../gateway.config';

// API routes answered in the pipeline below rather than by a Nest controller (the tests' route list
// reads the controllers, and adds these).
export const MIDDLEWARE_ROUTES = ['GET /api/health'];

export type HttpDeps = {
  session: Middleware;
  passport: Pick<Authenticator, 'initialize' | 'session'>;
  webDist: string;
  health: Step['use'];
};

// The loved one's play routes (/api/play/...): no session, no CSRF check (see csrf.ts).
const isPlay = (path: string) => path.startsWith('/api/play/');
// A shared "About me" page (/api/shared/...): a capability link too, read by someone with no account.
const isShared = (path: string) => path.startsWith('/api/shared/');

const sharedPageHeaders: Step['use'] = (_request, reply, next) => {
  reply.raw.setHeader('X-Robots-Tag', 'noindex, nofollow');
  reply.raw.setHeader('Cache-Control', 'no-store');
  reply.raw.setHeader('Referrer-Policy', 'no-referrer');
  next();
};

// The signed-in caregiver (passport's, on the request) travels with the request to every service as
// the actor.
const actor: Step['use'] = (request, _reply, next) => {
  const store = requestContext.getStore();
  const user = (request.raw as SessionRequest).user;
  if (store && user) store.actorId = user.id;
  next();
};

// Everything the gateway does to each request before a route sees it, in order: THE one declaration of
// the HTTP pipeline. It runs as the app's first hook (mountSteps), for every request. A step added here
// reaches every route, the loved one's play answers included, unless it says otherwise with `at` or
// `skips`. The body is read after the steps, by the parsers of configureHttp.
export function httpPipeline(config: GatewayConfig, deps: HttpDeps): Step[] {
  // Text responses (the web bundles, JSON) are compressed: the play page loads on phones. A play
  // answer's POST gets a few bytes back ({"ok":true,...}), below any threshold: it skips the wrapper
  // that compression puts around every response.
  const compress = compression();
  const signIn = rateLimiter(config.RATE_LIMIT_SIGN_IN_PER_MINUTE, 'sign-in');
  // The loved one's play endpoints and shared pages have no session: the session store and passport skip them.
  const noSessionForPlay = (_method: string, path: string) => isPlay(path) || isShared(path);
  // With tracing on, each request's server span opens first and holds everything after it.
  const traced = httpServerSpans();
  return [
    ...(traced
      ? [
          {
            name: 'trace',
            use: ((request, reply, next) => traced(request.raw, reply.raw, next, routeOf(request))) as Step['use'],
          },
        ]
      : []),
    // First, so every request is timed; /metrics is answered before the web app's fallback could.
    { name: 'metrics', use: httpMetrics() },
    { name: 'metrics endpoint', at: '/metrics', use: metricsEndpoint(config) },
    // Liveness for container health checks (the process answers); /api/health asks every service.
    {
      name: 'liveness',
      at: '/health',
      use: (request: FastifyRequest, reply: FastifyReply, next: Next) => {
        if ((request.method !== 'GET' && request.method !== 'HEAD') || !/^\/health\/?(\?|$)/.test(request.url))
          return next();
        void reply.send({ status: 'ok' });
      },
    },
    { name: 'security headers', use: connect(securityHeaders) },
    // A request id follows the request through logs, the bus and jobs.
    {
      name: 'request id',
      use: (request: FastifyRequest, reply: FastifyReply, next: Next) => {
        const requestId = requestIdOf(request.headers['x-request-id']);
        reply.raw.setHeader('x-request-id', requestId);
        requestContext.run({ requestId }, () => next());
      },
    },
    // GET /api/health (MIDDLEWARE_ROUTES), with the headers above and nothing below (HealthService.endpoint).
    { name: 'health', at: '/api/health', use: deps.health },
    {
      name: 'compression',
      skips: (method, path) => method === 'POST' && isPlay(path),
      use: connect(compress as unknown as Middleware),
    },
    { name: 'cookies', use: connect(cookieParser() as unknown as Middleware) },
    { name: 'csrf', use: csrfProtection(config) },
    // Static files and the SPA need no session: served before the session store is consulted.
    ...webSteps(deps.webDist),
    ...['/api/login', '/api/callback', '/api/dev-login'].map((at) => ({ name: 'sign-in rate limit', at, use: signIn })),
    {
      name: 'sign-up rate limit',
      at: '/api/early-access',
      use: rateLimiter(config.RATE_LIMIT_SIGNUP_PER_MINUTE, 'sign-up'),
    },
    {
      name: 'invitation rate limit',
      at: '/api/invite',
      use: rateLimiter(config.RATE_LIMIT_INVITE_PER_MINUTE, 'invitation'),
    },
    { name: 'play rate limit', at: '/api/play', use: rateLimiter(config.RATE_LIMIT_PLAY_PER_MINUTE, 'activity') },
    // Every answer to a shared page's reader, a refusal or a 429 included: never indexed, never kept.
    { name: 'shared page headers', at: '/api/shared', use: sharedPageHeaders },
    // A shared page's reader: few opens a minute, so a link or its PIN cannot be guessed by trying.
    {
      name: 'shared page rate limit',
      at: '/api/shared',
      use: rateLimiter(config.RATE_LIMIT_SHARED_PER_MINUTE, 'shared page'),
    },
    { name: 'session', at: '/api', skips: noSessionForPlay, use: connect(deps.session) },
    { name: 'session age', at: '/api', skips: noSessionForPlay, use: connect(absoluteTimeout(config)) },
    {
      name: 'passport',
      at: '/api',
      skips: noSessionForPlay,
      use: connect(deps.passport.initialize() as unknown as Middleware),
    },
    {
      name: 'passport session',
      at: '/api',
      skips: noSessionForPlay,
      use: connect(deps.passport.session() as unknown as Middleware),
    },
    { name: 'actor', at: '/api', use: actor },
  ];
}

// A request Node's parser refuses before any route (headers over 16 kB, a malformed request line):
// answered as Node answers it, with "Connection: close", then the socket is closed. Fastify's own
// answer leaves that header out, so a client that keeps connections alive sends its next request on
// the closed socket and loses it.
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};
export function clientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read'];
  const body = JSON.stringify({ code: status === 408 ? 'TIMEOUT' : 'BAD_REQUEST', message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

// The options of the gateway's Fastify instance. Express's routing is kept where a client could tell:
// a trailing slash matches the route without it, and a path parameter is not cut short.
export const gatewayAdapter = (config: Pick<GatewayConfig, 'TRUST_PROXY'>) =>
  new FastifyAdapter({
    trustProxy: config.TRUST_PROXY ? 1 : false,
    bodyLimit: MAX_JSON_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2_048 },
    clientErrorHandler: clientError,
  });

const NOT_JSON = 'Request body is not valid JSON';

// JSON bodies as Express's json parser read them: an object or an array ("strict"), an empty body an
// empty object; anything else a 400 with the field, and over MAX_JSON_BODY_BYTES Fastify's 413
// (mapped by toHttp).
function parseJson(_request: FastifyRequest, body: string, done: (error: Error | null, body?: unknown) => void) {
  const text = body.trim();
  if (text === '') return done(null, {});
  const refused = new DomainError('VALIDATION', NOT_JSON, [{ field: 'body', message: NOT_JSON }]);
  if (text[0] !== '{' && text[0] !== '[') return done(refused);
  try {
    done(null, JSON.parse(text));
  } catch {
    done(refused);
  }
}

// Weak ETags on the answers to reads (GET, HEAD), and a 304 when the browser's copy is current, as
// Express gave them: a caregiver's screen that asks again for unchanged data gets no bytes back.
function conditionalGet(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Next) {
  if (
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    reply.statusCode < 200 ||
    reply.statusCode >= 300 ||
    (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
    reply.hasHeader('etag')
  )
    return done();
  const tag = etag(payload, { weak: true });
  void reply.header('etag', tag);
  if (fresh(request.headers, { etag: tag })) {
    void reply.code(304);
    return (done as (error: null, payload: string) => void)(null, '');
  }
  done();
}

// The app's side: the body parsers, the pipeline's steps as the first hook, and the error mapping of
// every failure, a step's or a parser's included (HttpErrorFilter).
export async function configureHttp(app: NestFastifyApplication, pipeline: readonly Step[]): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_JSON_BODY_BYTES }, parseJson);
  // Twilio posts its callbacks as forms.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Uploads (photos, voice clips, the archive) are read by the route that takes them (FileUpload).
  await app.register(multipart as never);
  // Any other body is not read: the route sees none, and says which field it misses.
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  fastify.addHook('onSend', conditionalGet);
  mountSteps(fastify, pipeline);
  app.useGlobalFilters(new HttpErrorFilter());
}
