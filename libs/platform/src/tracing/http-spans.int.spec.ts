import { randomBytes } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import express from 'express';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { expectEventually } from '../testing/eventually';
import { httpServerSpans } from './http';
import { startTracing } from './sdk';
import { flushTracing, inSpan } from './spans';

// The HTTP server span the gateway's pipeline opens first (tracing/http.ts): named by the matched
// route, a child of the caller's traceparent, the parent of what the request does, failed on a 5xx,
// the play token and query never in it, probes not traced.
const exporter = new InMemorySpanExporter();
let server: Server;
let base: string;

beforeAll(async () => {
  startTracing({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const app = express();
  app.use(httpServerSpans()!);
  app.get('/api/seniors/:id', (_req, res) => {
    void inSpan('inner work', {}, async () => undefined).then(() => res.json({ ok: true }));
  });
  app.post('/api/play/:token/event', (_req, res) => res.status(503).json({ code: 'UNAVAILABLE' }));
  app.get('/health', (_req, res) => res.json({ status: 'ok' }));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await flushTracing();
});
afterEach(() => exporter.reset());

const finished = (name: string) =>
  expectEventually(() => {
    const span = exporter.getFinishedSpans().find((s) => s.name === name);
    expect(span).toBeDefined();
    return span!;
  });

it('names the span by its route, joins the caller trace and holds the request work', async () => {
  const traceId = randomBytes(16).toString('hex');
  const callerSpanId = randomBytes(8).toString('hex');
  const res = await fetch(`${base}/api/seniors/5f0c?tab=results`, {
    headers: { traceparent: `00-${traceId}-${callerSpanId}-01` },
  });
  expect(res.status).toBe(200);
  const span = await finished('GET /api/seniors/:id');
  expect(span.spanContext().traceId).toBe(traceId);
  expect(span.parentSpanContext?.spanId).toBe(callerSpanId);
  expect(span.attributes).toMatchObject({
    'http.request.method': 'GET',
    'http.route': '/api/seniors/:id',
    'url.path': '/api/seniors/5f0c',
    'http.response.status_code': 200,
  });
  expect(span.status.code).toBe(0);
  const inner = await finished('inner work');
  expect(inner.parentSpanContext?.spanId).toBe(span.spanContext().spanId);
});

it('keeps a play token and the query out of the span, and marks a 5xx as failed', async () => {
  const token = randomBytes(12).toString('hex');
  const res = await fetch(`${base}/api/play/${token}/event?x=secret`, { method: 'POST' });
  expect(res.status).toBe(503);
  const span = await finished('POST /api/play/:token/event');
  expect(span.attributes['url.path']).toBe('/api/play/:token/event');
  expect(span.attributes['http.response.status_code']).toBe(503);
  expect(span.status.code).toBe(2);
  expect(JSON.stringify(span.attributes)).not.toContain(token);
  expect(JSON.stringify(span.attributes)).not.toContain('secret');
});

it('does not trace probes, and names a request no route took by its method', async () => {
  expect((await fetch(`${base}/health`)).status).toBe(200);
  expect((await fetch(`${base}/nowhere`)).status).toBe(404);
  const span = await finished('GET');
  expect(span.attributes['url.path']).toBe('/nowhere');
  expect(exporter.getFinishedSpans().map((s) => s.attributes['url.path'])).not.toContain('/health');
});
