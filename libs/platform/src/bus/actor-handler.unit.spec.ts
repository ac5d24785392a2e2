import { Controller, INestMicroservice } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { randomUUID } from 'node:crypto';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { BusRequestData, DomainError } from '@carewith/contracts';
import { BusClient } from './bus-client';
import { ActorHandler } from './bus-handler';
import { InProcessClient, InProcessServer } from './in-process.transport';

// @ActorHandler through Nest and the in-process bus, as the services' controllers are served.
describe('ActorHandler', () => {
  const calls: { data: unknown; actorId: string }[] = [];

  @Controller()
  class MasteryController {
    private readonly answer = 'mastery';

    @ActorHandler('games.mastery.bySenior')
    bySenior(data: BusRequestData<'games.mastery.bySenior'>, actorId: string) {
      calls.push({ data, actorId });
      return { answer: this.answer, seniorId: data.seniorId };
    }
  }

  let server: INestMicroservice;
  let proxy: InProcessClient;
  let bus: BusClient;
  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [MasteryController] }).compile();
    server = moduleRef.createNestMicroservice<MicroserviceOptions>({ strategy: new InProcessServer() });
    await server.listen();
    proxy = new InProcessClient();
    await proxy.connect();
    bus = new BusClient(proxy, 1500);
  });
  afterAll(async () => {
    await proxy.close();
    await server.close();
  });
  beforeEach(() => calls.splice(0));

  const ask = (data: unknown, actorId?: string) =>
    bus.request('games.mastery.bySenior', data as never, { actorId }) as Promise<unknown>;

  it('given a signed-in caller, then the method gets the parsed data and the actor, with its own `this`', async () => {
    const seniorId = randomUUID();
    const actorId = randomUUID();
    await expect(ask({ seniorId }, actorId)).resolves.toEqual({ answer: 'mastery', seniorId });
    expect(calls).toEqual([{ data: { seniorId }, actorId }]);
  });

  it('given no actor, then the request is refused as UNAUTHENTICATED and the method does not run', async () => {
    const error = await ask({ seniorId: randomUUID() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Unauthorized' });
    expect(calls).toEqual([]);
  });

  it('given bad data and no actor, then the data is refused first (VALIDATION), as before any handler', async () => {
    const error = await ask({ seniorId: 'not-a-uuid' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'VALIDATION' });
    expect(calls).toEqual([]);
  });
});
