import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  NodeTracerProvider,
  SimpleSpanProcessor,
  SpanExporter,
  SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { traceServiceName } from './tracing-config';
import { tracingStarted } from './spans';

// Loaded only when tracing is configured (register.ts). OpenTelemetry's standard trace SDK for Node
// (@opentelemetry/sdk-trace-node) and its OTLP exporters, without the all-signals @opentelemetry/sdk-node
// (metrics, logs and their exporters: about 950 modules to load where traces need a third of that).
// What OpenTelemetry's environment sets is honoured as the all-signals SDK honours it for traces:
// OTEL_TRACES_EXPORTER (otlp, console, none), OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL (http/protobuf by
// default, http/json, grpc), the OTLP endpoint, headers and timeout (read by the exporters), the sampler
// (OTEL_TRACES_SAMPLER(_ARG)) and the batch (OTEL_BSP_*) (read by the SDK), OTEL_RESOURCE_ATTRIBUTES and
// OTEL_SERVICE_NAME, and OTEL_PROPAGATORS' default (W3C trace context and baggage).
// spanProcessors: where spans go instead of the exporter the environment names (tests keep them in memory).
export function startTracing(options: { spanProcessors?: SpanProcessor[] } = {}) {
  const resource = defaultResource()
    .merge(detectResources({ detectors: [envDetector] }))
    .merge(resourceFromAttributes({ 'service.name': traceServiceName(process.env) }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: options.spanProcessors ?? processorsFromEnv() });
  provider.register();
  // HTTP server spans are the gateway pipeline's own step (tracing/http.ts), not an instrumentation.
  // PostgreSQL: statement text only (with $n placeholders, never the values); no span for a query
  // outside a traced request (polls, projector catch-up, LISTEN), nor for taking a pooled connection
  // (two per play answer, which say nothing a statement's span does not). It patches pg as pg loads.
  new PgInstrumentation({
    requireParentSpan: true,
    enhancedDatabaseReporting: false,
    ignoreConnectSpans: true,
  }).setTracerProvider(provider);
  tracingStarted(() => provider.shutdown());
}

export function processorsFromEnv(env = process.env): SpanProcessor[] {
  const names = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'null');
  return (names.length ? names : ['otlp']).flatMap((name): SpanProcessor[] => {
    if (name === 'console') return [new SimpleSpanProcessor(new ConsoleSpanExporter())];
    if (name === 'otlp') return [new BatchSpanProcessor(otlpExporter(env))];
    // Zipkin and Jaeger's own protocol are not carried; both take OTLP today.
    process.emitWarning(`OTEL_TRACES_EXPORTER names ${name}, which is not available: use otlp or console`);
    return [];
  });
}

// The OTLP exporter of the configured protocol, loaded on demand (each brings its own encoder).
/* eslint-disable @typescript-eslint/no-require-imports */
function otlpExporter(env: NodeJS.ProcessEnv): SpanExporter {
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf')
    .trim()
    .toLowerCase();
  if (protocol === 'grpc') {
    const { OTLPTraceExporter } =
      require('@opentelemetry/exporter-trace-otlp-grpc') as typeof import('@opentelemetry/exporter-trace-otlp-grpc');
    return new OTLPTraceExporter();
  }
  if (protocol === 'http/json') {
    const { OTLPTraceExporter } =
      require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter();
  }
  if (protocol !== 'http/protobuf') process.emitWarning(`unknown OTLP protocol ${protocol}: using http/protobuf`);
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-proto') as typeof import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter();
}
/* eslint-enable @typescript-eslint/no-require-imports */
