import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// One Prometheus registry per process. In the embedded profile every service shares it, so the
// gateway's /metrics shows the bus handlers too; in the distributed profile each process exposes
// its own on its HTTP port.
export const metricsRegistry = new Registry();

// Seconds; from a fast in-memory answer to the bus timeout (BUS_TIMEOUT_MS, 5 s by default).
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const busHandlerDuration = new Histogram({
  name: 'carewith_bus_handler_duration_seconds',
  help: 'Time a service took to answer a bus request, by pattern and outcome (ok or the error code)',
  labelNames: ['pattern', 'outcome'] as const,
  buckets: DURATION_BUCKETS,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'carewith_http_request_duration_seconds',
  help: 'Time the gateway took to answer an HTTP request, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: DURATION_BUCKETS,
  registers: [metricsRegistry],
});

export const eventStoreAppendDuration = new Histogram({
  name: 'carewith_event_store_append_duration_seconds',
  help: 'Time one append to the event store took, by outcome (ok, conflict, error)',
  labelNames: ['outcome'] as const,
  buckets: DURATION_BUCKETS,
  registers: [metricsRegistry],
});

export const projectionLag = new Gauge({
  name: 'carewith_projection_lag_seconds',
  help: 'Age of the last event a projection applied when it applied it (0 when caught up)',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
});

export const projectionAppliedTotal = new Gauge({
  name: 'carewith_projection_events_applied',
  help: 'Events a projection has applied since this process started',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
});

// Jobs waiting (and delayed) per queue, read when /metrics is scraped.
const queueDepthSources: (() => Promise<Record<string, number>>)[] = [];
export const queueDepth = new Gauge({
  name: 'carewith_queue_waiting_jobs',
  help: 'Jobs waiting or delayed in a queue',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    for (const source of queueDepthSources) {
      const depths = await source().catch(() => ({}) as Record<string, number>);
      for (const [queue, n] of Object.entries(depths)) this.set({ queue }, n);
    }
  },
});
export function reportQueueDepth(source: () => Promise<Record<string, number>>) {
  queueDepthSources.push(source);
}

// Facts (integration events) per durable consumer: not yet acknowledged (read when /metrics is
// scraped), handled, delivered again after a failure, and waiting among the dead letters.
const factLagSources: (() => Promise<Map<string, { pending?: number; dead: number }>>)[] = [];
export const factConsumerLag = new Gauge({
  name: 'carewith_fact_consumer_lag',
  help: 'Facts stored for a durable consumer and not yet acknowledged by it',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
  async collect() {
    for (const source of factLagSources) {
      const stats = await source().catch(() => new Map<string, { pending?: number; dead: number }>());
      for (const [consumer, { pending }] of stats) if (pending !== undefined) this.set({ consumer }, pending);
    }
  },
});
export function reportFactLag(source: () => Promise<Map<string, { pending?: number; dead: number }>>) {
  factLagSources.push(source);
}
export const factHandledTotal = new Counter({
  name: 'carewith_fact_handled_total',
  help: 'Facts a durable consumer handled',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
});
export const factRedeliveries = new Counter({
  name: 'carewith_fact_redeliveries_total',
  help: 'Deliveries of a fact whose handler failed and that will be delivered again',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
});
export const factDeadLetters = new Gauge({
  name: 'carewith_fact_dead_letters',
  help: 'Facts a durable consumer gave up on, kept for an operator to replay',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
});

let defaultMetricsOn = false;

// Node's process metrics (CPU, memory, event loop lag, GC, handles); idempotent.
export function enableDefaultMetrics() {
  if (defaultMetricsOn) return;
  defaultMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

// Starts timing one bus request; the returned function records it with its outcome.
export function startBusHandlerTimer(pattern: string): (outcome: string) => void {
  const end = busHandlerDuration.startTimer({ pattern });
  let done = false;
  return (outcome) => {
    if (done) return;
    done = true;
    end({ outcome });
  };
}

export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

// Who may read /metrics on a public port: with a token, whoever presents it as a bearer token;
// without one, only a direct loopback connection (no proxy in between: a forwarded request from a
// reverse proxy on the same host is not trusted as local).
export function metricsAccessAllowed(
  request: { remoteAddress?: string; authorization?: string; forwardedFor?: string },
  token: string | undefined,
): boolean {
  if (token) {
    const presented = /^Bearer (.+)$/i.exec(request.authorization ?? '')?.[1] ?? '';
    const a = Buffer.from(presented);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  return !request.forwardedFor && LOOPBACK.has(request.remoteAddress ?? '');
}
