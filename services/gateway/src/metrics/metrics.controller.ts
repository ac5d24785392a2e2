import type { FastifyRequest } from 'fastify';
import { enableDefaultMetrics, httpRequestDuration, metricsAccessAllowed, metricsText } from '@carewith/platform';
import type { GatewayConfig } from '../gateway.config';
import { pathOf, Step } from '../http/pipeline';

// GET /metrics (Prometheus text format), outside /api. Steps of the HTTP pipeline rather than a Nest
// controller: they must run before the web app's fallback, which answers every other non-API GET with
// the app's page.

// The route template Fastify matched (/api/seniors/:id); none for a path no route has.
export const routeOf = (request: FastifyRequest): string | undefined =>
  request.is404 ? undefined : request.routeOptions.url;

// Times every request: carewith_http_request_duration_seconds{method,route,status}. The route is
// the matched route's template (/api/seniors/:id), never the raw path, so the label set stays small.
export function httpMetrics(): Step['use'] {
  enableDefaultMetrics();
  return (request, reply, next) => {
    const end = httpRequestDuration.startTimer();
    reply.raw.once('finish', () => {
      const path = pathOf(request.url);
      const matched = routeOf(request);
      const route =
        matched !== undefined
          ? matched
          : path === '/metrics' || path === '/health'
            ? path
            : path.startsWith('/api')
              ? 'unmatched'
              : 'web';
      end({ method: request.method, route, status: String(reply.raw.statusCode) });
    });
    next();
  };
}

// Token set: `Authorization: Bearer $METRICS_TOKEN`. Unset: a direct loopback connection only.
export function metricsEndpoint(config: GatewayConfig): Step['use'] {
  return (request, reply, next) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      pathOf(request.url).replace(/\/$/, '') !== '/metrics'
    )
      return next();
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const allowed = metricsAccessAllowed(
      {
        remoteAddress: request.raw.socket.remoteAddress,
        authorization: header('authorization'),
        forwardedFor: header('x-forwarded-for') ?? header('forwarded'),
      },
      config.METRICS_TOKEN,
    );
    if (!allowed) {
      if (config.METRICS_TOKEN) void reply.header('WWW-Authenticate', 'Bearer');
      void reply
        .code(config.METRICS_TOKEN ? 401 : 403)
        .send({ code: config.METRICS_TOKEN ? 'UNAUTHENTICATED' : 'FORBIDDEN', message: 'Metrics are not public' });
      return;
    }
    metricsText().then(
      ({ contentType, body }) =>
        void reply.header('Content-Type', contentType).header('Cache-Control', 'no-store').send(body),
      (error: unknown) => next(error),
    );
  };
}
