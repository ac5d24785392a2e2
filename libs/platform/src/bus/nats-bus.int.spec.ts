import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { BusPattern } from '@carewith/contracts';
import { busContract } from './bus.contract-suite';
import { BusClient } from './bus-client';
import { busHandlerFor, HandlerRequest } from './bus-handler';
import { livenessFor, PrefixedClientNats, PrefixedServerNats } from './nats-prefixed';
import { natsConnectionOptions } from './nats-connection';
import { testNatsUrl } from '../testing/database';
import { expectEventually, privateNats } from '../testing';

const servers = () => [testNatsUrl()];

busContract('NATS', {
  // The suite's silent handler never answers: closing a server waits briefly for it, not 3 s.
  serverOptions: () => ({ strategy: new PrefixedServerNats({ servers: servers(), queue: 'bus-contract' }, '', 100) }),
  client: () => new PrefixedClientNats({ servers: servers() }, ''),
});

describe('NATS subject prefixes (BUS_SUBJECT_PREFIX)', () => {
  it('keeps two deployments on one NATS server apart', async () => {
    const pattern = `prefix-test.${randomUUID().slice(0, 8)}.who` as BusPattern;
    const deployments = ['blue', 'green'].map((name) => `${name}-${randomUUID().slice(0, 6)}`);
    const started = [];
    for (const prefix of deployments) {
      @Controller()
      class WhoController {
        @busHandlerFor(pattern, z.object({}))
        who(@Payload() _req: unknown) {
          return { deployment: prefix };
        }
      }
      const moduleRef = await Test.createTestingModule({ controllers: [WhoController] }).compile();
      const server = moduleRef.createNestMicroservice({
        strategy: new PrefixedServerNats({ servers: servers(), queue: 'prefix-test' }, prefix),
      });
      await server.listen();
      started.push(server);
    }
    const clients = deployments.map((prefix) => new PrefixedClientNats({ servers: servers() }, prefix));
    const stranger = new PrefixedClientNats({ servers: servers() }, `none-${randomUUID().slice(0, 6)}`);
    try {
      for (const [i, client] of clients.entries()) {
        const bus = new BusClient(client, 2000);
        // Every answer, however many, comes from the caller's own deployment.
        for (let n = 0; n < 5; n++)
          await expect(bus.request(pattern, {} as never)).resolves.toEqual({ deployment: deployments[i] });
      }
      await expect(new BusClient(stranger, 500).request(pattern, {} as never)).rejects.toMatchObject({
        code: expect.stringMatching(/UNAVAILABLE|TIMEOUT/),
      });
    } finally {
      for (const client of [...clients, stranger]) await client.close();
      for (const server of started) await server.close();
    }
  });
});

// A private nats-server, killed and started again: the shared one on 4222 is never touched.
describe('NATS bus across an outage (private nats-server)', () => {
  it('keeps answering after NATS stops and comes back: reply subscription and handlers are restored', async () => {
    const nats = await privateNats();
    await nats.start();
    const pattern = `outage.${randomUUID().slice(0, 8)}.echo` as BusPattern;
    @Controller()
    class EchoController {
      @busHandlerFor(pattern, z.object({ n: z.number() }))
      echo(@Payload() req: HandlerRequest<{ n: number }>) {
        return { n: req.data.n };
      }
    }
    const moduleRef = await Test.createTestingModule({ controllers: [EchoController] }).compile();
    const options = natsConnectionOptions(nats.url, 100);
    const server = moduleRef.createNestMicroservice({
      strategy: new PrefixedServerNats({ ...options, queue: 'outage' }, 'outage', 100),
    });
    await server.listen();
    const client = new PrefixedClientNats(options, 'outage');
    const bus = new BusClient(client, 1000);
    try {
      await expect(bus.request(pattern, { n: 1 } as never)).resolves.toEqual({ n: 1 });
      await nats.kill();
      // While NATS is away a request fails at once as unavailable (503), not at its timeout.
      await expect(bus.request(pattern, { n: 2 } as never, { timeoutMs: 30_000 })).rejects.toMatchObject({
        code: 'UNAVAILABLE',
      });
      expect(client.pendingCount).toBe(0);
      await nats.start();
      let n = 3;
      await expectEventually(async () => expect(await bus.request(pattern, { n } as never)).toEqual({ n: n++ }));
      // Many at once after the reconnect, each answered with its own reply.
      const many = Array.from({ length: 50 }, (_, i) => 100 + i);
      const replies = await Promise.all(many.map((i) => bus.request(pattern, { n: i } as never)));
      expect(replies).toEqual(many.map((i) => ({ n: i })));
      expect(client.pendingCount).toBe(0);
    } finally {
      await client.close();
      await server.close();
      await nats.dispose();
    }
  }, 60_000);
});

// A request that needs the bus while it is away answers within the bus timeout, however
// long its own: a model's answer may be waited for a minute, a lost or hanging bus may not.
describe('NATS bus away: requests fail fast, whatever their own timeout (private nats-server)', () => {
  const BUS_TIMEOUT_MS = 1000;
  let nats: Awaited<ReturnType<typeof privateNats>>;
  let server: { close(): Promise<void> };
  let client: PrefixedClientNats;
  let bus: BusClient;
  const pattern = `away.${randomUUID().slice(0, 8)}.work` as BusPattern;
  // Requests wait here for an answer the test gives (or never gives).
  const held: (() => void)[] = [];
  let killed = false;

  beforeEach(async () => {
    nats = await privateNats();
    await nats.start();
    @Controller()
    class WorkController {
      @busHandlerFor(pattern, z.object({ hold: z.boolean() }))
      work(@Payload() req: HandlerRequest<{ hold: boolean }>) {
        if (!req.data.hold) return { done: true };
        return new Promise((resolve) => held.push(() => resolve({ done: true })));
      }
    }
    const moduleRef = await Test.createTestingModule({ controllers: [WorkController] }).compile();
    const options = natsConnectionOptions(nats.url, 100);
    const microservice = moduleRef.createNestMicroservice({
      strategy: new PrefixedServerNats({ ...options, queue: 'away' }, 'away', 100),
    });
    await microservice.listen();
    server = microservice;
    client = new PrefixedClientNats(options, 'away', livenessFor(BUS_TIMEOUT_MS));
    bus = new BusClient(client, BUS_TIMEOUT_MS);
    await expect(bus.request(pattern, { hold: false } as never)).resolves.toEqual({ done: true });
  });
  afterEach(async () => {
    // NATS serves again before the connections close: nats.js closing one in the middle of a
    // reconnect attempt can throw "write after end" from its socket.
    if (killed) await nats.start();
    killed = false;
    nats.resume();
    held.splice(0).forEach((answer) => answer());
    try {
      await expectEventually(async () =>
        expect(await bus.request(pattern, { hold: false } as never)).toEqual({ done: true }),
      );
    } finally {
      await client.close();
      await server.close();
      await nats.dispose();
    }
  }, 30_000);

  // Settles the request, or says it is still waiting after the bus timeout and a margin.
  const outcome = (request: Promise<unknown>) =>
    Promise.race([
      request.then(
        () => 'answered',
        (error: { code?: string }) => error.code,
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), BUS_TIMEOUT_MS + 500)),
    ]);

  it('killed: a long request in flight fails as UNAVAILABLE at once, and so does a new one', async () => {
    const inFlight = outcome(bus.request(pattern, { hold: true } as never, { timeoutMs: 60_000 }));
    await expectEventually(() => expect(held).toHaveLength(1));
    killed = true;
    await nats.kill();
    expect(await inFlight).toBe('UNAVAILABLE');
    expect(await outcome(bus.request(pattern, { hold: false } as never, { timeoutMs: 60_000 }))).toBe('UNAVAILABLE');
    expect(client.pendingCount).toBe(0);
  });

  it('hanging (paused): a long request fails as UNAVAILABLE within the bus timeout; the bus serves again once it answers', async () => {
    const inFlight = outcome(bus.request(pattern, { hold: true } as never, { timeoutMs: 60_000 }));
    await expectEventually(() => expect(held).toHaveLength(1));
    nats.pause();
    const asked = outcome(bus.request(pattern, { hold: false } as never, { timeoutMs: 60_000 }));
    expect(await inFlight).toBe('UNAVAILABLE');
    expect(await asked).toBe('UNAVAILABLE');
    expect(client.pendingCount).toBe(0);
    nats.resume();
    await expectEventually(async () =>
      expect(await bus.request(pattern, { hold: false } as never)).toEqual({ done: true }),
    );
  });

  it('slow but there: a request past the bus timeout is still answered while NATS answers pings', async () => {
    const slow = bus.request(pattern, { hold: true } as never, { timeoutMs: 60_000 });
    await expectEventually(() => expect(held).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, BUS_TIMEOUT_MS * 2));
    held.shift()!();
    await expect(slow).resolves.toEqual({ done: true });
  });
});

describe('NATS requests asked for together (one message per subject and turn of the event loop)', () => {
  it('sends them to the subject as one batch message, answered item by item; a large request goes alone', async () => {
    const pattern = `batch-test.${randomUUID().slice(0, 8)}.echo` as BusPattern;
    @Controller()
    class EchoController {
      @busHandlerFor(pattern, z.object({ text: z.string() }))
      echo(@Payload() req: HandlerRequest<{ text: string }>) {
        return { length: req.data.text.length };
      }
    }
    const moduleRef = await Test.createTestingModule({ controllers: [EchoController] }).compile();
    const server = moduleRef.createNestMicroservice({
      strategy: new PrefixedServerNats({ servers: servers(), queue: 'batch-test' }, ''),
    });
    await server.listen();
    // A plain subscriber beside the service sees what crosses the wire.
    const { connect } = await import('nats');
    const observer = await connect({ servers: servers() });
    const single: number[] = [];
    const batches: number[] = [];
    observer.subscribe(pattern, { callback: (_e, msg) => single.push(msg.data.length) });
    observer.subscribe(`_batch.${pattern}`, {
      callback: (_e, msg) => batches.push((JSON.parse(new TextDecoder().decode(msg.data)) as unknown[]).length),
    });
    await observer.flush();
    const client = new PrefixedClientNats({ servers: servers() }, '');
    const bus = new BusClient(client, 2000);
    try {
      const texts = ['a', 'bb', 'ccc', 'dddd', 'x'.repeat(70 * 1024)];
      const replies = await Promise.all(texts.map((text) => bus.request(pattern, { text } as never)));
      expect(replies).toEqual(texts.map((t) => ({ length: t.length })));
      await observer.flush();
      await expectEventually(() => {
        // The four small requests in one message, the 70 kB one on its own.
        expect(batches).toEqual([4]);
        expect(single).toHaveLength(1);
        expect(single[0]).toBeGreaterThan(70 * 1024);
      });
      // 100 together: no message carries more than 64.
      await Promise.all(Array.from({ length: 100 }, (_, i) => bus.request(pattern, { text: `n${i}` } as never)));
      await expectEventually(() => expect(batches.slice(1).sort((a, b) => b - a)).toEqual([64, 36]));
      expect(client.pendingCount).toBe(0);
    } finally {
      await client.close();
      await observer.close();
      await server.close();
    }
  });
});
