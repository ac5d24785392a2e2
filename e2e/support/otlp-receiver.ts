import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

// One span as an OTLP collector receives it, with the name of the service that sent it.
export type ReceivedSpan = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
};

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };
type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: KeyValue[];
      }[];
    }[];
  }[];
};

const valueOf = (value: AnyValue) => value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map((kv) => [kv.key, valueOf(kv.value)]));

// A local OTLP/HTTP trace receiver: what the OpenTelemetry exporter of each service posts to
// /v1/traces in OTLP's JSON encoding (OTEL_EXPORTER_OTLP_TRACES_PROTOCOL=http/json), kept in memory.
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  private server?: Server;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/traces' || !/json/.test(req.headers['content-type'] ?? '')) {
          res.writeHead(415).end();
          return;
        }
        try {
          this.take(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest);
        } catch {
          res.writeHead(400).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  // The environment that turns a system's tracing on, towards this receiver, exporting quickly.
  get env(): Record<string, string> {
    return {
      OTEL_EXPORTER_OTLP_ENDPOINT: this.url,
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
  }

  trace(traceId: string) {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  private take(request: ExportRequest) {
    for (const resourceSpans of request.resourceSpans ?? []) {
      const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
      for (const scope of resourceSpans.scopeSpans ?? [])
        for (const span of scope.spans ?? [])
          this.spans.push({
            service,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            name: span.name,
            kind: span.kind,
            attributes: attributesOf(span.attributes),
          });
    }
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
