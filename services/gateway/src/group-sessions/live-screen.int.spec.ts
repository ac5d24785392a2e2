import { randomBytes, randomUUID } from 'node:crypto';
import { DomainError, liveSessionSubject, SessionScreen } from '@carewith/contracts';
import { NatsLiveChannel } from '@carewith/platform';
import { expectEventually, testNatsUrl } from '@carewith/platform/testing';
import { Browser, GatewayDeployment, startGatewayOnNats } from '../testing/gateway-deployment';

jest.setTimeout(60_000);

const SESSION = randomUUID();
const address = (who: string) => `${who}.${randomBytes(3).toString('hex')}@example.com`;

// The TV's live stream (GET /api/group-sessions/:sessionId/live) over HTTP, the gateway's real app on the
// real NATS: games is stood in by a responder that keeps one session's screen and, as games does, publishes
// each change on the session's live subject. Staff of the home read it; anyone else gets 404 and no stream.
describe('a group session’s live screen (real app, real NATS)', () => {
  let gateway: GatewayDeployment;
  let live: NatsLiveChannel;
  let staff: Browser;
  let outsider: Browser;
  let staffId = '';
  let screen: SessionScreen = {
    sessionId: SESSION,
    position: 0,
    cards: 18,
    card: {
      kind: 'era',
      prompt: 'Milk on the doorstep every morning.',
      imageUrl: null,
      song: null,
      hint: 'Glass bottles',
    },
    hintShown: false,
    songPlaying: false,
    ended: false,
    version: 0,
  };
  const onlyStaff = (actorId: string | undefined) => {
    if (actorId !== staffId) throw new DomainError('NOT_FOUND', 'This group session could not be found.');
  };

  beforeAll(async () => {
    gateway = await startGatewayOnNats('gw_live', {
      answers: {
        'games.groupSessions.screen': (_data, meta) => {
          onlyStaff(meta.actorId);
          return screen;
        },
        'games.groupSessions.control': async ({ action }, meta) => {
          onlyStaff(meta.actorId);
          if (action === 'next') screen = { ...screen, position: screen.position + 1, version: screen.version + 1 };
          if (action === 'hint') screen = { ...screen, hintShown: true, version: screen.version + 1 };
          await live.publish(liveSessionSubject(SESSION), screen);
          return screen;
        },
      },
    });
    live = new NatsLiveChannel(testNatsUrl(), 200, gateway.deployment.prefix);
    staff = gateway.browser();
    staffId = (await staff.signIn('Cora Coordinator', address('cora'))).id;
    outsider = gateway.browser();
    await outsider.signIn('Otto Outsider', address('otto'));
  });
  let stopped = false;
  afterAll(async () => {
    await live?.close();
    if (!stopped) await gateway?.stop();
  });

  // The events a stream sends, as an EventSource reads them, until the test stops reading.
  function readEvents(res: Response) {
    const screens: SessionScreen[] = [];
    let text = '';
    const reader = res.body!.getReader();
    const done = (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done: finished } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (finished) return;
        text += decoder.decode(value, { stream: true });
        const blocks = text.split('\n\n');
        text = blocks.pop()!;
        for (const block of blocks) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: screen') && data) screens.push(JSON.parse(data.slice(6)) as SessionScreen);
        }
      }
    })();
    return { screens, stop: async () => (await reader.cancel(), await done) };
  }

  it('given the TV follows the stream, when the remote taps next and hint, then the TV gets the current screen and then each change', async () => {
    const res = await staff.request('GET', `/api/group-sessions/${SESSION}/live`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    const events = readEvents(res);
    try {
      await expectEventually(async () => expect(events.screens.map((s) => s.version)).toEqual([0]));
      const next = await staff.json<SessionScreen>('POST', `/api/group-sessions/${SESSION}/control`, {
        json: { action: 'next' },
      });
      expect(next.status).toBe(200);
      await staff.json('POST', `/api/group-sessions/${SESSION}/control`, { json: { action: 'hint' } });
      await expectEventually(async () =>
        expect(events.screens.map((s) => [s.version, s.position, s.hintShown])).toEqual([
          [0, 0, false],
          [1, 1, false],
          [2, 1, true],
        ]),
      );
    } finally {
      await events.stop();
    }
  });

  it('refuses another home’s staff with a 404 and no stream, and a caller not signed in with a 401', async () => {
    const refused = await outsider.json('GET', `/api/group-sessions/${SESSION}/live`);
    expect(refused).toMatchObject({ status: 404, body: { message: 'This group session could not be found.' } });
    expect(refused.headers.get('content-type')).toMatch(/application\/json/);
    expect((await gateway.browser().request('GET', `/api/group-sessions/${SESSION}/live`)).status).toBe(401);
    expect((await staff.json('GET', '/api/group-sessions/not-a-session/live')).status).toBe(400);
  });

  it('refuses a tap that is not an action the remote has, naming the field', async () => {
    const bad = await staff.json<{ errors: { field: string; message: string }[] }>(
      'POST',
      `/api/group-sessions/${SESSION}/control`,
      { json: { action: 'shuffle' } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'action', message: 'Choose next, back, hint, song or end' }]);
  });

  // Last: it stops the gateway.
  it('when the gateway shuts down, then it ends the open streams instead of waiting for them (the TV reconnects)', async () => {
    const res = await staff.request('GET', `/api/group-sessions/${SESSION}/live`);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('retry: 3000');
    stopped = true;
    await gateway.stop();
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });
});
