import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { z } from 'zod';
import { BusPattern } from '@carewith/contracts';
import { BusClient } from './bus-client';
import { busHandlerFor, HandlerRequest } from './bus-handler';
import { PrefixedClientNats, PrefixedServerNats } from './nats-prefixed';
import { privateNats } from '../testing';

// A private nats-server taking messages of at most 16 kB: the bus reads the limit from the server it is
// connected to (1 MiB is only NATS's default), on both sides.
const MAX_PAYLOAD = 16 * 1024;
const pattern = 'limit.echo' as BusPattern;
const textOf = (name: string, kb: number) => name.padEnd(kb * 1024, '.');

describe('NATS bus under a server message limit (private nats-server, max_payload 16 kB)', () => {
  const nats = privateNats({ maxPayload: MAX_PAYLOAD });
  let server: { close(): Promise<void> };
  let client: PrefixedClientNats;
  let bus: BusClient;

  beforeAll(async () => {
    const { url, start } = await nats;
    await start();
    @Controller()
    class EchoController {
      @busHandlerFor(pattern, z.object({ name: z.string(), kb: z.number(), text: z.string().optional() }))
      echo(@Payload() req: HandlerRequest<{ name: string; kb: number }>) {
        return { name: req.data.name, text: textOf(req.data.name, req.data.kb) };
      }
    }
    const moduleRef = await Test.createTestingModule({ controllers: [EchoController] }).compile();
    const microservice = moduleRef.createNestMicroservice({
      strategy: new PrefixedServerNats({ servers: [url], queue: 'limit' }, 'limit'),
    });
    await microservice.listen();
    server = microservice;
    client = new PrefixedClientNats({ servers: [url] }, 'limit');
    bus = new BusClient(client, 3000);
  });

  afterAll(async () => {
    await client?.close();
    await server?.close();
    await (await nats).dispose();
  });

  const ask = (name: string, kb: number, text?: string) => bus.request(pattern, { name, kb, text } as never);

  it('answers a reply three times over the limit whole, and replies together over it each with its own', async () => {
    await expect(ask('whole', 48)).resolves.toEqual({ name: 'whole', text: textOf('whole', 48) });
    const names = Array.from({ length: 10 }, (_, i) => `together-${i}`);
    await expect(Promise.all(names.map((name) => ask(name, 5)))).resolves.toEqual(
      names.map((name) => ({ name, text: textOf(name, 5) })),
    );
    expect(client.pendingCount).toBe(0);
  });

  it('sends requests together over the limit in several batches, each under it', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `asked-${i}`);
    const replies = await Promise.all(names.map((name) => ask(name, 1, 'x'.repeat(3 * 1024))));
    expect(replies).toEqual(names.map((name) => ({ name, text: textOf(name, 1) })));
  });

  it('refuses a request over the limit at once with PAYLOAD_TOO_LARGE, not at its timeout', async () => {
    const refused = ask('too-large', 1, 'x'.repeat(MAX_PAYLOAD));
    expect(client.pendingCount).toBe(0);
    await expect(refused).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large for the limit service',
    });
  });
});
