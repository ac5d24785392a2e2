import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Authenticator } from 'passport';
import { MAX_JSON_BODY_BYTES, SessionUser } from '@carewith/contracts';
import { httpServerSpans, requestContext } from '@carewith/platform';
import { HttpErrorFilter } from './http-exception.filter';
import { mountSteps, Step } from './pipeline';
import { rateLimiter } from './rate-limits';
import { requestIdOf } from './request-id';
import { securityHeaders } from './security-headers';
import { webSteps } from './web-static';
import { csrfProtection } from '../auth/csrf';
import { httpMetrics, metricsEndpoint } from '../metrics/metrics.controller';
import { absoluteTimeout } from '../auth/session';
import type { GatewayConfig } from '../gateway.config';

// API routes answered in the middleware chain below rather than by a Nest controller (the tests'
// route list reads the controllers, and adds these).
export const MIDDLEWARE_ROUTES = ['GET /api/health'];

export type HttpDeps = {
  session: RequestHandler;
  passport: Pick<Authenticator, 'initialize' | 'session'>;
  webDist: string;
  health: RequestHandler;
};

// The loved one's play routes (/api/play/...): no session, no CSRF check (see csrf.ts).
const isPlay = (path: string) => path.startsWith('/api/play/');
// A shared "About me" page (/api/shared/...): a capability link too, read by someone with no account.
const isShared = (path: string) => path.startsWith('/api/shared/');

const sharedPageHeaders = (_req: Request, res: Response, next: NextFunction) => {
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  next();
};

// Everything the gateway does to each request before a route sees it, in order: THE one declaration of
// the HTTP pipeline. The Express app mounts every step (configureHttp) before Nest's routes. A step added
// here reaches every route, the loved one's play answers included, unless it says otherwise with `at` or
// `skips`.
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
  const metrics = httpMetrics();
  const cookies = cookieParser();
  const playLimit = rateLimiter(config.RATE_LIMIT_PLAY_PER_MINUTE, 'activity');
  const actor = (req: Request, _res: Response, next: NextFunction) => {
    const store = requestContext.getStore();
    const user = req.user as SessionUser | undefined;
    if (store && user) store.actorId = user.id;
    next();
  };
  return [
    ...(traced ? [{ name: 'trace', use: traced }] : []),
    // First, so every request is timed; /metrics is answered before the SPA fallback could.
    { name: 'metrics', use: metrics },
    { name: 'metrics endpoint', at: '/metrics', use: metricsEndpoint(config) },
    // Liveness for container health checks (the process answers); /api/health asks every service.
    {
      name: 'liveness',
      at: '/health',
      use: (req: Request, res: Response, next: NextFunction) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
        res.json({ status: 'ok' });
      },
    },
    { name: 'security headers', use: securityHeaders },
    // A request id follows the request through logs, the bus and jobs.
    {
      name: 'request id',
      use: (req: Request, res: Response, next: NextFunction) => {
        const requestId = requestIdOf(req.headers['x-request-id']);
        res.setHeader('x-request-id', requestId);
        requestContext.run({ requestId }, () => next());
      },
    },
    // GET /api/health (MIDDLEWARE_ROUTES), with the headers above and nothing below (HealthService.endpoint).
    { name: 'health', at: '/api/health', use: deps.health },
    { name: 'compression', skips: (method, path) => method === 'POST' && isPlay(path), use: compress },
    { name: 'cookies', use: cookies },
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
    { name: 'play rate limit', at: '/api/play', use: playLimit },
    // Every answer to a shared page's reader, a refusal or a 429 included: never indexed, never kept.
    { name: 'shared page headers', at: '/api/shared', use: sharedPageHeaders },
    // A shared page's reader: few opens a minute, so a link or its PIN cannot be guessed by trying.
    {
      name: 'shared page rate limit',
      at: '/api/shared',
      use: rateLimiter(config.RATE_LIMIT_SHARED_PER_MINUTE, 'shared page'),
    },
    {
      name: 'json body',
      at: '/api',
      use: express.json({ limit: MAX_JSON_BODY_BYTES, strict: true }),
    },
    // Twilio posts its callbacks as forms.
    { name: 'form body', at: '/api/webhooks', use: express.urlencoded({ extended: false, limit: '64kb' }) },
    // Body parser failures are the client's: a clear 4xx, never a 500.
    { name: 'body errors', at: '/api', use: bodyErrors },
    { name: 'session', at: '/api', skips: noSessionForPlay, use: deps.session },
    { name: 'session age', at: '/api', skips: noSessionForPlay, use: absoluteTimeout(config) },
    { name: 'passport', at: '/api', skips: noSessionForPlay, use: deps.passport.initialize() },
    { name: 'passport session', at: '/api', skips: noSessionForPlay, use: deps.passport.session() },
    // The signed-in caregiver travels with the request to every service as the actor.
    { name: 'actor', at: '/api', use: actor },
  ];
}

// The answer to a body parser's failure, or undefined when the error is not one.
function bodyErrorAnswer(failure: unknown): [number, unknown] | undefined {
  const error = failure as { type?: string; status?: number } | undefined;
  if (error?.type === 'entity.too.large')
    return [
      413,
      { code: 'PAYLOAD_TOO_LARGE', message: `Request body is larger than ${MAX_JSON_BODY_BYTES / 1024} KB` },
    ];
  if (error?.type === 'entity.parse.failed')
    return [
      400,
      {
        code: 'VALIDATION',
        message: 'Request body is not valid JSON',
        errors: [{ field: 'body', message: 'Request body is not valid JSON' }],
      },
    ];
  if (error?.status && error.status >= 400 && error.status < 500)
    return [error.status, { code: 'VALIDATION', message: 'The request could not be read' }];
  return undefined;
}

function bodyErrors(error: unknown, _req: Request, res: Response, next: NextFunction) {
  const answer = bodyErrorAnswer(error);
  if (!answer) return next(error);
  res.status(answer[0]).json(answer[1]);
}

// The Express app's side: its settings, every step of the pipeline before Nest's routes, and the
// error mapping of the routes' failures (HttpErrorFilter; the play path maps with the same toHttp).
export function configureHttp(app: NestExpressApplication, config: GatewayConfig, pipeline: readonly Step[]): void {
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  app.disable('x-powered-by');
  mountSteps(app, pipeline);
  app.useGlobalFilters(new HttpErrorFilter());
}
