import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Authenticator } from 'passport';
import { MAX_JSON_BODY_BYTES, SessionUser } from '@carewith/contracts';
import { requestContext } from '@carewith/platform';
import { HttpErrorFilter } from './http-exception.filter';
import { rateLimiter } from './rate-limits';
import { requestIdOf } from './request-id';
import { securityHeaders } from './security-headers';
import { serveWeb } from './web-static';
import { csrfProtection } from '../auth/csrf';
import { httpMetrics, metricsEndpoint } from '../metrics/metrics.controller';
import { absoluteTimeout } from '../auth/session';
import type { GatewayConfig } from '../gateway.config';

// API routes answered in the middleware chain below rather than by a Nest controller (the tests'
// route list reads the controllers, and adds these).
export const MIDDLEWARE_ROUTES = ['GET /api/health'];

// Everything the gateway does to each request before a controller sees it, in order.
export function configureHttp(
  app: NestExpressApplication,
  config: GatewayConfig,
  deps: { session: RequestHandler; passport: Authenticator; webDist: string; health: RequestHandler },
) {
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  app.disable('x-powered-by');
  // First, so every request is timed; /metrics is answered before the SPA fallback could.
  app.use(httpMetrics());
  app.use('/metrics', metricsEndpoint(config));
  // Liveness for container health checks (the process answers); /api/health asks every service.
  app.use('/health', (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    res.json({ status: 'ok' });
  });
  app.use(securityHeaders);
  // A request id follows the request through logs, the bus and jobs.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    requestContext.run({ requestId }, () => next());
  });
  // GET /api/health (MIDDLEWARE_ROUTES), with the headers above and nothing below (HealthService.endpoint).
  app.use('/api/health', deps.health);
  // Text responses (the web bundles, JSON) are compressed: the play page loads on phones. A play
  // answer's POST gets a few bytes back ({"ok":true,...}), below any threshold: it skips the wrapper
  // that compression puts around every response (issue #17, the play path).
  const compress = compression();
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.method === 'POST' && req.path.startsWith('/api/play/') ? next() : compress(req, res, next),
  );
  app.use(cookieParser());
  app.use(csrfProtection(config));
  // Static files and the SPA need no session: served before the session store is consulted.
  serveWeb(app, deps.webDist);
  const signIn = rateLimiter(config.RATE_LIMIT_SIGN_IN_PER_MINUTE, 'sign-in');
  for (const path of ['/api/login', '/api/callback', '/api/dev-login']) app.use(path, signIn);
  app.use('/api/early-access', rateLimiter(config.RATE_LIMIT_SIGNUP_PER_MINUTE, 'sign-up'));
  app.use('/api/invite', rateLimiter(config.RATE_LIMIT_INVITE_PER_MINUTE, 'invitation'));
  const playLimiter = rateLimiter(config.RATE_LIMIT_PLAY_PER_MINUTE, 'activity');
  app.use('/api/play', playLimiter);
  app.use('/api', express.json({ limit: MAX_JSON_BODY_BYTES, strict: true }));
  // Twilio posts its callbacks as forms.
  app.use('/api/webhooks', express.urlencoded({ extended: false, limit: '64kb' }));
  // Body parser failures are the client's: a clear 4xx, never a 500.
  app.use('/api', (error: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (error?.type === 'entity.too.large') {
      res
        .status(413)
        .json({ code: 'PAYLOAD_TOO_LARGE', message: `Request body is larger than ${MAX_JSON_BODY_BYTES / 1024} KB` });
      return;
    }
    if (error?.type === 'entity.parse.failed') {
      res.status(400).json({
        code: 'VALIDATION',
        message: 'Request body is not valid JSON',
        errors: [{ field: 'body', message: 'Request body is not valid JSON' }],
      });
      return;
    }
    if (error?.status && error.status >= 400 && error.status < 500) {
      res.status(error.status).json({ code: 'VALIDATION', message: 'The request could not be read' });
      return;
    }
    next(error);
  });
  // The loved one's play endpoints have no session: skip the session store and passport for them.
  const unlessPlay =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      req.path.startsWith('/play/') ? next() : handler(req, res, next);
  app.use('/api', unlessPlay(deps.session));
  app.use('/api', unlessPlay(absoluteTimeout(config)));
  app.use('/api', unlessPlay(deps.passport.initialize()));
  app.use('/api', unlessPlay(deps.passport.session()));
  // The signed-in caregiver travels with the request to every service as the actor.
  app.use('/api', (req: Request, _res: Response, next: NextFunction) => {
    const store = requestContext.getStore();
    const user = req.user as SessionUser | undefined;
    if (store && user) store.actorId = user.id;
    next();
  });
  app.useGlobalFilters(new HttpErrorFilter());
  // The play path answered before Express (PlayFastPath) shares this budget.
  return { playLimiter: config.RATE_LIMIT_PLAY_PER_MINUTE > 0 ? playLimiter : undefined };
}
