import type { IncomingMessage } from 'node:http';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import type { Span } from '@opentelemetry/api';
import { traceServiceName } from './tracing-config';
import { tracingStarted } from './spans';

// Loaded only when tracing is configured (register.ts). The standard Node SDK reads the rest of
// OpenTelemetry's environment: OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT, OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL
// (http/protobuf by default, http/json, grpc), OTEL_TRACES_SAMPLER(_ARG), OTEL_BSP_*, OTEL_RESOURCE_ATTRIBUTES.
// spanProcessors: where spans go instead of the exporter the environment names (tests keep them in memory).
export function startTracing(options: { spanProcessors?: tracing.SpanProcessor[] } = {}) {
  // Traces only: metrics stay with Prometheus (/metrics) and logs with pino, unless asked for.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  process.env.OTEL_SERVICE_NAME = traceServiceName(process.env);
  const sdk = new NodeSDK({
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes are not requests anyone follows.
        ignoreIncomingRequestHook: (req) => UNTRACED.test(req.url ?? ''),
        // Calls out (Twilio, OpenAI, Google) carry no trace headers to third parties.
        disableOutgoingRequestInstrumentation: true,
        requestHook: (span, req) => redactUrl(span, req as IncomingMessage),
      }),
      // Statement text only (with $n placeholders, never the values); no span for a query outside a
      // traced request (polls, projector catch-up, LISTEN).
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
    ],
  });
  sdk.start();
  tracingStarted(() => sdk.shutdown());
}

const UNTRACED = /^\/(?:health|ready|metrics)(?:[/?]|$)/;

// A play link's token is a capability and a query string may carry an invitation's: neither leaves
// in a span. The path keeps its shape (/api/play/:token/event) and the query is dropped.
const PLAY_TOKEN = /(\/play\/)[^/?#]+/;
export const redactedPath = (url: string) => url.replace(/[?#].*$/, '').replace(PLAY_TOKEN, '$1:token');
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.path', 'url.full', 'url.query'];

function redactUrl(span: Span, req: IncomingMessage) {
  const path = redactedPath(req.url ?? '');
  const attributes = (span as unknown as { attributes?: Record<string, unknown> }).attributes ?? {};
  for (const key of URL_ATTRIBUTES) {
    const value = attributes[key];
    if (typeof value !== 'string') continue;
    if (key === 'url.query') span.setAttribute(key, '');
    else if (key === 'http.url' || key === 'url.full')
      span.setAttribute(key, value.replace(/^(\w+:\/\/[^/]+).*$/, `$1${path}`));
    else span.setAttribute(key, path);
  }
  if (PLAY_TOKEN.test(req.url ?? '')) span.updateName(`${req.method ?? 'GET'} ${path}`);
}
