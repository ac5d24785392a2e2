import {
  context,
  Context,
  Link,
  propagation,
  ROOT_CONTEXT,
  Span,
  SpanKind,
  SpanStatusCode,
  trace,
  TextMapGetter,
} from '@opentelemetry/api';

// The app's own spans (bus requests and handlers, event-store appends, jobs), on top of what the
// OpenTelemetry SDK instruments by itself (HTTP, PostgreSQL). Every helper here does nothing unless
// tracing was started (tracing/register.ts, when an OTLP endpoint or exporter is configured): the
// hot path then pays one boolean test, and the SDK is never loaded.
let on = false;
let shutdown: (() => Promise<void>) | undefined;

export const tracingOn = () => on;

// Called once by tracing/sdk.ts after the SDK started; shutdown flushes the spans not yet exported.
export function tracingStarted(stop: () => Promise<void>) {
  on = true;
  shutdown = stop;
}

// Exports what is still buffered (a graceful exit), within a deadline so that a collector that is away
// does not hold the exit up.
export async function flushTracing(deadlineMs = 2000): Promise<void> {
  if (!shutdown) return;
  const stop = shutdown;
  shutdown = undefined;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    stop().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, deadlineMs);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}

const tracer = () => trace.getTracer('carewith');

export type SpanOptions = { kind?: SpanKind; attributes?: Record<string, string | number | boolean>; links?: Link[] };

// Runs fn inside a new span (a child of parent, else of the active context) and ends it when fn's
// promise settles; a thrown error marks the span. Without tracing, fn runs as it is.
export function inSpan<T>(name: string, options: SpanOptions, fn: () => Promise<T>, parent?: Context): Promise<T> {
  if (!on) return fn();
  const span = tracer().startSpan(name, options, parent ?? context.active());
  return context.with(trace.setSpan(parent ?? context.active(), span), () => settleSpan(span, fn));
}

async function settleSpan<T>(span: Span, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}

// Notes an answer that is an error envelope (not a throw) on the active span; only a failure of the
// service's own (not the caller's bad input or a refusal) marks the span as an error.
const SERVICE_FAILURES = new Set(['INTERNAL', 'UNAVAILABLE', 'TIMEOUT']);
export function markSpanFailed(code: string) {
  if (!on) return;
  const span = trace.getActiveSpan();
  if (!span) return;
  span.setAttribute('carewith.error_code', code);
  if (SERVICE_FAILURES.has(code)) span.setStatus({ code: SpanStatusCode.ERROR, message: code });
}

// The active span context as a link (a group commit links every append it carries).
export function activeSpanLink(): Link | undefined {
  if (!on) return undefined;
  const span = trace.getActiveSpan();
  return span ? { context: span.spanContext() } : undefined;
}

// The context a link points at (the parent of work done for it elsewhere).
export const contextOfLink = (link: Link | undefined): Context =>
  link ? trace.setSpanContext(ROOT_CONTEXT, link.context) : ROOT_CONTEXT;

// W3C trace context (traceparent, tracestate) of the active span, for a message or a job; undefined
// without tracing or outside any span.
export type TraceCarrier = { traceparent?: string; tracestate?: string };
export function currentTraceCarrier(): TraceCarrier | undefined {
  if (!on) return undefined;
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : undefined;
}

// The context a carrier names (the parent of the receiver's span); the root context for none.
export function contextFromCarrier<C>(carrier: C | undefined, getter?: TextMapGetter<C>): Context {
  if (!on || !carrier) return ROOT_CONTEXT;
  return getter ? propagation.extract(ROOT_CONTEXT, carrier, getter) : propagation.extract(ROOT_CONTEXT, carrier);
}

// A job carries its producer's trace context in its data, under JOB_TRACE_KEY (the handlers' schemas
// drop keys they do not know), so that its run is a child of the request that queued it. Only when
// tracing is on; scheduled runs start traces of their own.
export const JOB_TRACE_KEY = '_trace';
export function withJobTrace<T>(data: T): T {
  if (!on || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const carrier = currentTraceCarrier();
  return carrier ? { ...data, [JOB_TRACE_KEY]: carrier } : data;
}
export function jobTraceParent(data: unknown): Context {
  if (!on || typeof data !== 'object' || data === null) return ROOT_CONTEXT;
  const carrier = (data as Record<string, unknown>)[JOB_TRACE_KEY];
  return typeof carrier === 'object' && carrier !== null ? contextFromCarrier(carrier as TraceCarrier) : ROOT_CONTEXT;
}

// Runs fn with ctx as the active context (a message's sender as the parent of what it causes).
export function withTraceContext<T>(ctx: Context, fn: () => T): T {
  if (!on) return fn();
  return context.with(ctx, fn);
}

export { SpanKind };
