import { Controller } from '@nestjs/common';
import { ClientProxy, Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { BusPattern } from '@carewith/contracts';
import { busContract } from './bus.contract-suite';
import { BusClient } from './bus-client';
import { busHandlerFor } from './bus-handler';
import { PrefixedClientNats, PrefixedServerNats } from './nats-prefixed';
import { testNatsUrl } from '../testing/database';

const servers = () => [testNatsUrl()];

busContract('NATS', {
  serverOptions: () => ({ strategy: new PrefixedServerNats({ servers: servers(), queue: 'bus-contract' }, '') }),
  client: () => new PrefixedClientNats({ servers: servers() }, '') as unknown as ClientProxy,
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
        const bus = new BusClient(client as unknown as ClientProxy, 2000);
        // Every answer, however many, comes from the caller's own deployment.
        for (let n = 0; n < 5; n++)
          await expect(bus.request(pattern, {} as never)).resolves.toEqual({ deployment: deployments[i] });
      }
      await expect(
        new BusClient(stranger as unknown as ClientProxy, 500).request(pattern, {} as never),
      ).rejects.toMatchObject({
        code: expect.stringMatching(/UNAVAILABLE|TIMEOUT/),
      });
    } finally {
      for (const client of [...clients, stranger]) await client.close();
      for (const server of started) await server.close();
    }
  });
});
