import { Controller } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { BusRequestData, DomainError } from '@carewith/contracts';
import { InProcessBus, serveInProcess } from '../testing/in-process-bus';
import { ActorHandler } from './bus-handler';

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

  let served: InProcessBus;
  beforeAll(async () => {
    served = await serveInProcess({ controllers: [MasteryController] });
  });
  afterAll(() => served.close());
  beforeEach(() => calls.splice(0));

  const ask = (data: unknown, actorId?: string) =>
    served.bus.request('games.mastery.bySenior', data as never, { actorId }) as Promise<unknown>;

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
