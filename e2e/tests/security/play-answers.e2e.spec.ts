import { randomUUID } from 'node:crypto';
import { addActivity, anActivity, playLinkWithId, useSystem } from '../../support/fixtures';
import { queryDb } from '../../support/systems';

// The loved one's answers (POST /api/play/:token/event and /complete) run on the gateway's one HTTP
// pipeline, as every route does (decision 305). Every case here is sent by the canonical path and by
// Express's looser spelling of the same route (a trailing slash), each on an activity of its own in the
// same state: the two answers must be the same (status, body and every header; values that are random
// by design, a request id or a cookie's token, are compared by form), and each case's status is checked.
jest.setTimeout(180_000);

type Answer = { status: number; body: string; headers: Record<string, string> };

const STEP = (step: number) => ({
  eventId: randomUUID(),
  type: 'STEP',
  payload: { step, answer: 'Emma', timestamp: 1 },
});
const START = () => ({ eventId: randomUUID(), type: 'START', payload: { timestamp: Date.now() } });
const COMPLETE = () => ({ eventId: randomUUID(), rawData: [] });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('play answers, by either spelling of the route (embedded profile)', () => {
  const world = useSystem({
    shared: true,
    caregiver: { name: 'Fay Parity' },
    lovedOne: { firstName: 'Ida', lastName: 'Parity' },
  });

  // A sent activity of two photo-match steps with a fresh link, opened as the page would (its CSRF
  // cookie kept for the requests that send one).
  const played = async () => {
    const game = await addActivity(
      world.api,
      anActivity({
        title: 'Parity',
        seniorId: world.lovedOne.id,
        config: { gentle: false },
        steps: [
          { id: 'a', question: 'Who is this?', options: ['Emma', 'Liam'], correctAnswer: 'Emma' },
          { id: 'b', question: 'And this?', options: ['Noah', 'Emma'], correctAnswer: 'Emma' },
        ],
      }),
    );
    const { token, linkId } = await playLinkWithId(world.api, game.id);
    const page = await fetch(`${world.system.url}/api/play/${token}`);
    expect(page.status).toBe(200);
    const cookie = page.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { gameId: game.id, linkId, token, cookie };
  };

  type Activity = Awaited<ReturnType<typeof played>>;
  type Case = {
    // Brings a fresh activity into the state the case starts from.
    given?: (a: Activity, post: Post) => Promise<void>;
    when: (a: Activity, post: Post) => Promise<Response>;
  };
  type Post = (a: Activity, what: string, body: string, headers?: Record<string, string>) => Promise<Response>;

  // The two ways in: the canonical path and the same route with a trailing slash.
  const ways: Record<'canonical' | 'slash', Post> = {
    canonical: (a, what, body, headers = {}) =>
      send(`/api/play/${a.token}/${what}`, body, { cookie: a.cookie, ...headers }),
    slash: (a, what, body, headers = {}) =>
      send(`/api/play/${a.token}/${what}/`, body, { cookie: a.cookie, ...headers }),
  };
  const send = (path: string, body: string, headers: Record<string, string>) =>
    fetch(`${world.system.url}${path}`, {
      method: 'POST',
      // An empty value leaves the header out (no cookie yet).
      headers: Object.fromEntries(
        Object.entries({ 'content-type': 'application/json', ...headers }).filter(([, v]) => v),
      ),
      body,
    });

  const answer = async (response: Response): Promise<Answer> => {
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) {
      if (name === 'date') continue;
      if (name === 'x-request-id') headers[name] = UUID.test(value) ? '<uuid>' : value;
      else if (name === 'set-cookie') headers[name] = value.replace(/^csrf=[A-Za-z0-9_-]{43};/, 'csrf=<token>;');
      else if (name === 'ratelimit') headers[name] = value.replace(/r=\d+/, 'r=<n>').replace(/t=\d+/, 't=<s>');
      else headers[name] = value;
    }
    return { status: response.status, body: await response.text(), headers };
  };

  const both = async (c: Case): Promise<Record<'canonical' | 'slash', Answer>> => {
    const result = {} as Record<'canonical' | 'slash', Answer>;
    for (const way of ['slash', 'canonical'] as const) {
      const a = await played();
      await c.given?.(a, ways[way]);
      result[way] = await answer(await c.when(a, ways[way]));
    }
    return result;
  };

  const cases: [string, Case, number][] = [
    ['the first answer of a session (START)', { when: (a, post) => post(a, 'event', JSON.stringify(START())) }, 200],
    [
      'an answer to a step',
      {
        given: async (a, post) => void (await post(a, 'event', JSON.stringify(START()))),
        when: (a, post) => post(a, 'event', JSON.stringify(STEP(0))),
      },
      200,
    ],
    [
      'the same answer sent again (a retry)',
      {
        given: async (a, post) => {
          await post(a, 'event', JSON.stringify(START()));
          await post(a, 'event', JSON.stringify({ ...STEP(1), eventId: '8b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e' }));
        },
        when: (a, post) =>
          post(a, 'event', JSON.stringify({ ...STEP(1), eventId: '8b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e' })),
      },
      200,
    ],
    ['a step the activity does not have', { when: (a, post) => post(a, 'event', JSON.stringify(STEP(9))) }, 400],
    ['an event of no known type', { when: (a, post) => post(a, 'event', JSON.stringify({ type: 'NOPE' })) }, 400],
    ['JSON that does not parse', { when: (a, post) => post(a, 'event', '{"type":') }, 400],
    ['JSON that is not an object or a list', { when: (a, post) => post(a, 'event', '"START"') }, 400],
    ['an empty body', { when: (a, post) => post(a, 'event', '') }, 400],
    [
      'a body after a byte-order mark',
      { when: (a, post) => post(a, 'event', `\ufeff${JSON.stringify(START())}`) },
      200,
    ],
    [
      'extra fields (stripped)',
      { when: (a, post) => post(a, 'event', JSON.stringify({ ...START(), extra: 'x' })) },
      200,
    ],
    [
      'a body that is not JSON at all (text/plain)',
      { when: (a, post) => post(a, 'event', 'hello', { 'content-type': 'text/plain' }) },
      400,
    ],
    [
      'a body over the limit',
      { when: (a, post) => post(a, 'event', JSON.stringify({ ...START(), pad: 'x'.repeat(300 * 1024) })) },
      413,
    ],
    [
      'a token no link has',
      { when: (a, post) => post({ ...a, token: 'Z'.repeat(43) }, 'event', JSON.stringify(START())) },
      404,
    ],
    ['a malformed token', { when: (a, post) => post({ ...a, token: 'short' }, 'event', JSON.stringify(START())) }, 404],
    [
      'a malformed token with a body that does not parse (the body parser answers first)',
      { when: (a, post) => post({ ...a, token: 'short' }, 'event', '{') },
      400,
    ],
    [
      'a revoked link',
      {
        given: async (a) =>
          void expect((await world.api.request('POST', `/api/games/${a.gameId}/links/${a.linkId}/revoke`)).status).toBe(
            200,
          ),
        when: (a, post) => post(a, 'event', JSON.stringify(START())),
      },
      404,
    ],
    [
      'a completion',
      {
        given: async (a, post) => {
          await post(a, 'event', JSON.stringify(START()));
          await post(a, 'event', JSON.stringify(STEP(0)));
          await post(a, 'event', JSON.stringify(STEP(1)));
        },
        when: (a, post) => post(a, 'complete', JSON.stringify(COMPLETE())),
      },
      200,
    ],
    [
      'an answer after the completion',
      {
        given: async (a, post) => {
          await post(a, 'event', JSON.stringify(START()));
          await post(a, 'complete', JSON.stringify(COMPLETE()));
        },
        when: (a, post) => post(a, 'event', JSON.stringify(STEP(0))),
      },
      409,
    ],
    [
      'a completion that does not parse',
      { when: (a, post) => post(a, 'complete', JSON.stringify({ rawData: 3 })) },
      400,
    ],
    [
      'no CSRF cookie yet (one is given)',
      { when: (a, post) => post({ ...a, cookie: '' }, 'event', JSON.stringify(START())) },
      200,
    ],
    [
      'a request id of the caller',
      { when: (a, post) => post(a, 'event', JSON.stringify(START()), { 'x-request-id': 'phone-42.retry_1' }) },
      200,
    ],
    [
      'a request id that is not acceptable (a new one is given)',
      { when: (a, post) => post(a, 'event', JSON.stringify(START()), { 'x-request-id': 'no spaces allowed' }) },
      200,
    ],
    [
      'another site as the origin (play is exempt from the CSRF check)',
      { when: (a, post) => post(a, 'event', JSON.stringify(START()), { origin: 'https://elsewhere.example' }) },
      200,
    ],
  ];

  it.each(cases)('answers %s exactly as the controller does', async (_name, c, status) => {
    const { canonical, slash } = await both(c);
    expect(canonical).toEqual(slash);
    expect(canonical.status).toBe(status);
  });

  it('records an answer sent twice once, in the stream', async () => {
    const a = await played();
    const start = START();
    expect((await ways.canonical(a, 'event', JSON.stringify(start))).status).toBe(200);
    expect((await ways.canonical(a, 'event', JSON.stringify(start))).status).toBe(200);
    const stream = await queryDb<{ event_id: string }>(
      world.system.databaseUrl,
      'SELECT event_id FROM games.events WHERE stream_id = $1',
      [`game-${a.gameId}`],
    );
    expect(stream.map((e) => e.event_id)).toEqual([start.eventId]);
  });

  it('counts both spellings against one play rate limit', async () => {
    const a = await played();
    const remaining = async (response: Promise<Response>) =>
      Number(/; r=(\d+);/.exec((await response).headers.get('ratelimit') ?? '')?.[1]);
    const first = await remaining(ways.canonical(a, 'event', JSON.stringify(START())));
    const second = await remaining(ways.slash(a, 'event', JSON.stringify(STEP(0))));
    const third = await remaining(ways.canonical(a, 'event', JSON.stringify(STEP(1))));
    // One budget: each request takes one from it, whichever way it came.
    expect([second, third]).toEqual([first - 1, first - 2]);
  });
});
