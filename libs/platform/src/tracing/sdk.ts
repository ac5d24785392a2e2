import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
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
    // HTTP server spans are the gateway pipeline's own step (tracing/http.ts), not an instrumentation.
    instrumentations: [
      // Statement text only (with $n placeholders, never the values); no span for a query outside a
      // traced request (polls, projector catch-up, LISTEN), nor for taking a pooled connection (two
      // per play answer, which say nothing a statement's span does not).
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false, ignoreConnectSpans: true }),
    ],
  });
  sdk.start();
  tracingStarted(() => sdk.shutdown());
}
