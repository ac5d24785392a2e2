import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { BusPattern, DomainError } from '@carewith/contracts';
import { InProcessBus, serveInProcess } from '../testing/in-process-bus';
import { busController } from './bus-routes';

// A controller declared as a table, through Nest and the in-process bus, as the services serve theirs.
describe('busController', () => {
  @Injectable()
  class Recorder {
    readonly calls: unknown[][] = [];
    record(...args: unknown[]) {
      this.calls.push(args);
      return { recorded: args.length };
    }
  }

  class TableNatsController extends busController(
    { recorder: Recorder },
    {
      'games.mastery.bySenior': { actor: ({ recorder }, data, actorId) => recorder.record(actorId, data.seniorId) },
      'care.seniors.firstName': { anyone: ({ recorder }, req) => recorder.record(req.data.seniorId) },
      'games.photos.read': { tokenOrActor: ({ recorder }, data) => recorder.record(data.photoId, data.token) },
    },
  ) {}

  let served: InProcessBus;
  let recorder: Recorder;
  beforeAll(async () => {
    served = await serveInProcess({ controllers: [TableNatsController], providers: [Recorder] });
    recorder = served.moduleRef.get(Recorder);
  });
  afterAll(() => served.close());
  beforeEach(() => recorder.calls.splice(0));

  const ask = (pattern: BusPattern, data: unknown, actorId?: string) =>
    served.bus.request(pattern, data as never, { actorId }) as Promise<unknown>;
  const refusal = (pattern: BusPattern, data: unknown, actorId?: string) =>
    ask(pattern, data, actorId).catch((e: unknown) => e);

  it('given an actor route and a signed-in caller, then the injected service gets the actor and the parsed data', async () => {
    const seniorId = randomUUID();
    const actorId = randomUUID();
    await expect(ask('games.mastery.bySenior', { seniorId }, actorId)).resolves.toEqual({ recorded: 2 });
    expect(recorder.calls).toEqual([[actorId, seniorId]]);
  });

  it('given an actor route and no actor, then UNAUTHENTICATED and the service is not called', async () => {
    const error = await refusal('games.mastery.bySenior', { seniorId: randomUUID() });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Unauthorized' });
    expect(recorder.calls).toEqual([]);
  });

  it('given any route, then a caller without an actor is answered', async () => {
    const seniorId = randomUUID();
    await expect(ask('care.seniors.firstName', { seniorId })).resolves.toEqual({ recorded: 1 });
    expect(recorder.calls).toEqual([[seniorId]]);
  });

  it('given bad data, then VALIDATION before any access check or call', async () => {
    await expect(refusal('care.seniors.firstName', { seniorId: 'not-a-uuid' })).resolves.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(refusal('games.mastery.bySenior', { seniorId: 'not-a-uuid' })).resolves.toMatchObject({
      code: 'VALIDATION',
    });
    expect(recorder.calls).toEqual([]);
  });

  it('given a token-or-actor route, then a token or an actor is enough, and neither is UNAUTHENTICATED', async () => {
    const photoId = randomUUID();
    const actorId = randomUUID();
    const token = 'a-play-token-of-22-chars';
    await ask('games.photos.read', { photoId, token });
    await ask('games.photos.read', { photoId }, actorId);
    expect(recorder.calls).toEqual([
      [photoId, token],
      [photoId, undefined],
    ]);
    await expect(refusal('games.photos.read', { photoId })).resolves.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(recorder.calls).toHaveLength(2);
  });
});
