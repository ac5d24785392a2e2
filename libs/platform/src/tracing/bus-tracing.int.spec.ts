import { Controller } from '@nestjs/common';
import { CustomTransportStrategy, Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { randomUUID } from 'node:crypto';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { z } from 'zod';
import { BusPattern } from '@carewith/contracts';
import { BusClient } from '../bus/bus-client';
import { busHandlerFor } from '../bus/bus-handler';
import { BusRequester } from '../bus/bus-transport';
import { InProcessClient, InProcessServer } from '../bus/in-process.transport';
import { PrefixedClientNats, PrefixedServerNats } from '../bus/nats-prefixed';
import { testNatsUrl } from '../testing/database';
import { expectEventually } from '../testing';
import { startTracing } from './sdk';
import { flushTracing, inSpan } from './spans';

// Trace context over the bus: each handler's span is a child of its own caller's request span, also
// when many requests to one subject leave together as one NATS message (a batch).
const exporter = new InMemorySpanExporter();
beforeAll(() => startTracing({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
afterAll(() => flushTracing());

const transports: [string, () => CustomTransportStrategy, () => BusRequester][] = [
  [
    'NATS',
    () => new PrefixedServerNats({ servers: [testNatsUrl()], queue: 'trace-test' }, 'trace', 100),
    () => new PrefixedClientNats({ servers: [testNatsUrl()] }, 'trace'),
  ],
  ['in process', () => new InProcessServer(), () => new InProcessClient()],
];

describe.each(transports)('trace context over the bus (%s)', (_name, serverStrategy, client) => {
  it('makes each handler a child of its own caller, batched or not', async () => {
    const pattern = `trace-test.${randomUUID().slice(0, 8)}.echo` as BusPattern;
    @Controller()
    class EchoController {
      @busHandlerFor(pattern, z.object({ n: z.number() }))
      echo(@Payload() req: { data: { n: number } }) {
        return { n: req.data.n };
      }
    }
    const moduleRef = await Test.createTestingModule({ controllers: [EchoController] }).compile();
    const server = moduleRef.createNestMicroservice({ strategy: serverStrategy() });
    await server.listen();
    const transport = client();
    const bus = new BusClient(transport, 3000);
    try {
      // Twenty callers at once, each in a trace of its own: the first request leaves alone, the rest
      // wait for it and leave together (NATS) as one message.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => inSpan(`caller ${n}`, {}, () => bus.request(pattern, { n } as never))),
      );
      expect(answers).toEqual(Array.from({ length: 20 }, (_, n) => ({ n })));
      const spans = await expectEventually(() => {
        const finished = exporter
          .getFinishedSpans()
          .filter((span) => span.name.endsWith(pattern) || /^caller /.test(span.name));
        expect(finished).toHaveLength(60);
        return finished;
      });
      const callers = spans.filter((span) => span.name.startsWith('caller '));
      expect(new Set(callers.map((span) => span.spanContext().traceId)).size).toBe(20);
      for (const caller of callers) {
        const { traceId, spanId } = caller.spanContext();
        const request = spans.find(
          (span) => span.name === `bus request ${pattern}` && span.parentSpanContext?.spanId === spanId,
        );
        expect(request?.spanContext().traceId).toBe(traceId);
        const handler = spans.find(
          (span) =>
            span.name === `bus handle ${pattern}` && span.parentSpanContext?.spanId === request!.spanContext().spanId,
        );
        expect(handler?.spanContext().traceId).toBe(traceId);
      }
    } finally {
      await transport.close();
      await server.close();
      exporter.reset();
    }
  });
});
