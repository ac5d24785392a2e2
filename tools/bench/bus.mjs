// NATS request/reply round trips: BusClient -> Nest microservice (validation, envelope, request context),
// on the transports the services use (PrefixedClientNats: one shared reply subscription; PrefixedServerNats:
// the lean responder), against the same exchange done with the raw `nats` client. Both sides live in this process.
import { randomUUID } from 'node:crypto';
import { assertLocal, interleave, loadPlatform, requireFromPlatform, runNote } from './lib.mjs';

const REQUESTS = 3000;
const IN_FLIGHT = 50;
const TIME_CAP_MS = 10_000;

export default async function bus({ log }) {
  requireFromPlatform('reflect-metadata'); // Nest's decorators store their settings through it
  const { Controller, Module } = requireFromPlatform('@nestjs/common');
  const { NestFactory } = requireFromPlatform('@nestjs/core');
  const { Payload } = requireFromPlatform('@nestjs/microservices');
  const { connect, JSONCodec } = requireFromPlatform('nats');
  const { z } = requireFromPlatform('zod');
  const { BusClient, busHandlerFor, PrefixedClientNats, PrefixedServerNats } = loadPlatform();
  const url = assertLocal(process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222', 'BENCH_NATS_URL');
  const subject = `bench.${randomUUID().slice(0, 8)}`;

  // The equivalent of `@Controller() class { @busHandlerFor(...) echo(@Payload() req) }`, decorators applied by hand.
  class EchoController {
    echo(req) {
      return { hello: req.data.name, step: req.data.step };
    }
  }
  const proto = EchoController.prototype;
  const schema = z.object({ name: z.string().min(1), step: z.number().int() });
  Object.defineProperty(
    proto,
    'echo',
    Reflect.decorate(
      [busHandlerFor(`${subject}.echo`, schema)],
      proto,
      'echo',
      Object.getOwnPropertyDescriptor(proto, 'echo'),
    ),
  );
  Payload()(proto, 'echo', 0);
  Reflect.decorate([Controller()], EchoController);
  class BenchBusModule {}
  Reflect.decorate([Module({ controllers: [EchoController] })], BenchBusModule);

  const cleanups = [];
  try {
    const server = await NestFactory.createMicroservice(BenchBusModule, {
      strategy: new PrefixedServerNats({ servers: [url], queue: 'bench' }, ''),
      logger: false,
    });
    cleanups.push(() => server.close());
    await server.listen();
    const proxy = new PrefixedClientNats({ servers: [url] }, '');
    cleanups.push(() => proxy.close());
    await proxy.connect();
    const busClient = new BusClient(proxy, 5000);

    // Raw baseline: the same request and reply shapes, no validation, no Nest.
    const jc = JSONCodec();
    const rawServer = await connect({ servers: url });
    cleanups.push(() => rawServer.close());
    rawServer.subscribe(`${subject}.raw`, {
      queue: 'bench',
      callback: (err, msg) => {
        if (err) return;
        const { data } = jc.decode(msg.data);
        msg.respond(jc.encode({ ok: true, data: { hello: data.name, step: data.step } }));
      },
    });
    const rawClient = await connect({ servers: url });
    cleanups.push(() => rawClient.close());

    const variants = [
      {
        op: async (i) => {
          const reply = await rawClient.request(
            `${subject}.raw`,
            jc.encode({ meta: { requestId: randomUUID() }, data: { name: 'Rose', step: i } }),
            { timeout: 5000 },
          );
          if (!jc.decode(reply.data).ok) throw new Error('raw echo failed');
        },
      },
      { op: (i) => busClient.request(`${subject}.echo`, { name: 'Rose', step: i }) },
    ];
    const [raw, nest] = await interleave({
      variants,
      count: REQUESTS,
      concurrency: IN_FLIGHT,
      timeCapMs: TIME_CAP_MS,
      warmup: 1000,
    });
    log(`raw ${raw.perSecond.toFixed(0)} req/s, BusClient ${nest.perSecond.toFixed(0)} req/s`);
    return [
      {
        name: `BusClient -> Nest microservice, NATS, ${IN_FLIGHT} in flight`,
        value: nest.perSecond,
        unit: 'req/s',
        baseline: `raw nats request/reply`,
        baselineValue: raw.perSecond,
        note: runNote(nest, REQUESTS, 'req/s'),
      },
      {
        name: `raw nats request/reply itself, ${IN_FLIGHT} in flight`,
        value: raw.perSecond,
        unit: 'req/s',
        note: runNote(raw, REQUESTS, 'req/s'),
      },
    ];
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => log(`cleanup: ${e.message}`));
  }
}
