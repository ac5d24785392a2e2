import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { tracingOn } from './spans';

// The HTTP server span of each request the gateway takes: one step at the head of its HTTP pipeline
// (services/gateway/src/http/http-setup.ts), so every route, the play answers included, gets it alike. Written here rather than taken from @opentelemetry/instrumentation-http, which
// patches every server and wraps every listener of every request and response to carry the context:
// on the play path that cost a fifth of the gateway's throughput with tracing on; this span costs a
// start, four attributes and an end. Without tracing the step is not in the pipeline at all.

// Probes and scrapes are not requests anyone follows.
const UNTRACED = /^\/(?:health|ready|metrics)(?:[/?]|$)/;

// A play link's token is a capability and a query string may carry an invitation's: neither leaves
// in a span. The path keeps its shape (/api/play/:token/event) and the query is dropped.
const PLAY_TOKEN = /(\/play\/)[^/?#]+/;
export const redactedPath = (url: string) => url.replace(/[?#].*$/, '').replace(PLAY_TOKEN, '$1:token');

// What Express adds to a request that the span's name wants: the matched route's template.
type RoutedRequest = IncomingMessage & { baseUrl?: string; route?: { path?: unknown } };

// The route template Express matched (`/api/seniors/:id`), once it has; none for the web app's files.
function routeOf(req: RoutedRequest): string | undefined {
  const path = req.route?.path;
  return typeof path === 'string' ? `${req.baseUrl ?? ''}${path}` : undefined;
}

// A Connect middleware (req, res, next), given the matched route where the server knows it before the
// handler (Fastify) and else read from Express's request at the end: a SERVER span from the request's arrival to its response's
// end, the child of the caller's W3C `traceparent` when it sends one, active for everything the
// request does (the bus requests, the jobs it queues). Named `METHOD route` (OpenTelemetry's HTTP
// convention; the method alone where no route matched). A 5xx marks it failed. Undefined when tracing
// is off, so that the pipeline leaves the step out.
export function httpServerSpans():
  ((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void, route?: string) => void) | undefined {
  if (!tracingOn()) return undefined;
  const tracer = trace.getTracer('carewith');
  // The route is a rest parameter: Express takes a function of four declared parameters for an error
  // handler.
  return (req, res, next, ...[matched]) => {
    const url = req.url ?? '/';
    if (UNTRACED.test(url)) return next();
    const method = req.method ?? 'GET';
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer.startSpan(
      method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': method, 'url.path': redactedPath(url) },
      },
      parent,
    );
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const route = matched ?? routeOf(req as RoutedRequest);
      if (route) {
        span.setAttribute('http.route', route);
        span.updateName(`${method} ${route}`);
      }
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res.once('finish', end);
    res.once('close', end);
    context.with(trace.setSpan(parent, span), () => next());
  };
}
