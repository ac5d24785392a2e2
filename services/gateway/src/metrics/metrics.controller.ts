import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { enableDefaultMetrics, httpRequestDuration, metricsAccessAllowed, metricsText } from '@carewith/platform';
import type { GatewayConfig } from '../gateway.config';

// GET /metrics (Prometheus text format), outside /api. Plain Express handlers rather than a Nest
// controller: they must run before the web app's SPA fallback, which answers every other non-API
// GET with index.html and is mounted before Nest's routes.

// Times every request: carewith_http_request_duration_seconds{method,route,status}. The route is
// the matched route's template (/api/seniors/:id), never the raw path, so the label set stays small.
export function httpMetrics(): RequestHandler {
  enableDefaultMetrics();
  return (req: Request, res: Response, next: NextFunction) => {
    const end = httpRequestDuration.startTimer();
    res.once('finish', () => {
      const path = req.originalUrl.split('?')[0];
      const matched = (req.route as { path?: unknown } | undefined)?.path;
      const route =
        typeof matched === 'string'
          ? `${req.baseUrl}${matched}`
          : path === '/metrics' || path === '/health'
            ? path
            : path.startsWith('/api')
              ? 'unmatched'
              : 'web';
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}

// Token set: `Authorization: Bearer $METRICS_TOKEN`. Unset: a direct loopback connection only.
export function metricsEndpoint(config: GatewayConfig): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const allowed = metricsAccessAllowed(
      {
        remoteAddress: req.socket.remoteAddress,
        authorization: req.header('authorization'),
        forwardedFor: req.header('x-forwarded-for') ?? req.header('forwarded'),
      },
      config.METRICS_TOKEN,
    );
    if (!allowed) {
      if (config.METRICS_TOKEN) res.setHeader('WWW-Authenticate', 'Bearer');
      res
        .status(config.METRICS_TOKEN ? 401 : 403)
        .json({ code: config.METRICS_TOKEN ? 'UNAUTHENTICATED' : 'FORBIDDEN', message: 'Metrics are not public' });
      return;
    }
    metricsText().then(
      ({ contentType, body }) => {
        res.setHeader('Content-Type', contentType);
        res.setHeader('Cache-Control', 'no-store');
        res.send(body);
      },
      (error: unknown) => next(error),
    );
  };
}
