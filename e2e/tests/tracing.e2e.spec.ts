import { randomBytes, randomUUID } from 'node:crypto';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { addPlayableActivity, anActivity, useServer, useSystem } from '../support/fixtures';
import { OtlpReceiver, ReceivedSpan } from '../support/otlp-receiver';

jest.setTimeout(300_000);

// One play answer is one trace, from the gateway's HTTP span over the bus into the games
// service and its PostgreSQL statement, in both profiles, exported over OTLP to a local receiver.
const steps = [{ id: 'a', question: 'Who is this?', options: ['Emma', 'Liam'], correctAnswer: 'Emma' }];

// The chain of spans from one span up to the root, each with its parent as the receiver got it.
function ancestry(spans: ReceivedSpan[], from: ReceivedSpan): ReceivedSpan[] {
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  const chain = [from];
  for (let span = byId.get(from.parentSpanId ?? ''); span; span = byId.get(span.parentSpanId ?? '')) chain.push(span);
  return chain;
}

describe.each(['distributed', 'embedded'] as const)('tracing (%s profile)', (profile) => {
  const receiver = useServer(() => new OtlpReceiver().start());
  const world = useSystem({
    profile,
    env: () => receiver.env,
    // Loading the SDK adds about a second of CPU to each process's start: on a busy machine six of them
    // starting at once need more than the launcher's default minute.
    readyTimeoutMs: 180_000,
    caregiver: { name: 'Tess Tracer' },
    lovedOne: { firstName: 'Grace', lastName: 'Traced', phone: '+15550002222' },
  });
  let token: string;

  beforeAll(async () => {
    ({ token } = await addPlayableActivity(
      world,
      anActivity({ title: 'Grandchildren', seniorId: world.lovedOne.id, steps }),
    ));
  });

  it('follows one play answer from the gateway over the bus into games and PostgreSQL as one trace', async () => {
    // The caller's own trace context: the answer's spans join this trace, so the test finds them.
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const res = await new ApiClient(world.system.url).request('POST', `/api/play/${token}/event`, {
      json: { eventId: randomUUID(), type: 'STEP', payload: { step: 0, answer: 'Emma' } },
      headers: { traceparent: `00-${traceId}-${callerSpanId}-01` },
    });
    expect(res.status).toBe(200);

    // Every PostgreSQL statement of the answer's event-store append, walked up to the caller.
    const chain = await expectEventually(
      () => {
        const spans = receiver.trace(traceId);
        const statement = spans.find(
          (span) =>
            span.name.startsWith('pg.query') &&
            ancestry(spans, span).some((parent) => parent.name === 'event-store group commit'),
        );
        expect(statement).toBeDefined();
        const chain = ancestry(spans, statement!);
        expect(chain.at(-1)!.parentSpanId).toBe(callerSpanId);
        return chain;
      },
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    const names = chain.map((span) => `${span.service}: ${span.name}`).reverse();
    const gateway = profile === 'embedded' ? 'embedded' : 'gateway';
    const games = profile === 'embedded' ? 'embedded' : 'games';
    // Root first: the gateway's HTTP span (the play route, the token not in it), its bus request,
    // the games handler, the event-store append, its group commit, the statement.
    expect(names[0]).toBe(`${gateway}: POST /api/play/:token/event`);
    expect(names[1]).toBe(`${gateway}: bus request games.play.event`);
    expect(names[2]).toBe(`${games}: bus handle games.play.event`);
    expect(names.slice(3)).toEqual(
      expect.arrayContaining([`${games}: event-store append`, `${games}: event-store group commit`]),
    );
    expect(names.at(-1)).toMatch(new RegExp(`^${games}: pg\\.query`));
    expect(names.indexOf(`${games}: event-store append`)).toBeLessThan(
      names.indexOf(`${games}: event-store group commit`),
    );
    // No span of the trace names the play link's token.
    expect(JSON.stringify(receiver.trace(traceId))).not.toContain(token);
  });

  it('follows a fact from the request that recorded it to the service that handled it, as one trace', async () => {
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const res = await world.api.request('PATCH', `/api/seniors/${world.lovedOne.id}`, {
      json: { timeZone: 'Europe/Lisbon' },
      headers: { traceparent: `00-${traceId}-${callerSpanId}-01` },
    });
    expect(res.status).toBe(200);
    const chain = await expectEventually(
      () => {
        const spans = receiver.trace(traceId);
        const handled = spans.find((span) => span.name === 'fact care.loved-one-changed games.schedule-replan');
        expect(handled).toBeDefined();
        const chain = ancestry(spans, handled!);
        expect(chain.at(-1)!.parentSpanId).toBe(callerSpanId);
        return chain;
      },
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    const names = chain.map((span) => `${span.service}: ${span.name}`).reverse();
    const care = profile === 'embedded' ? 'embedded' : 'care';
    const games = profile === 'embedded' ? 'embedded' : 'games';
    // The change's request into care, where the fact was recorded, then games reacting to it.
    expect(names).toEqual(expect.arrayContaining([`${care}: bus handle care.seniors.update`]));
    expect(names.at(-1)).toBe(`${games}: fact care.loved-one-changed games.schedule-replan`);
  });
});
