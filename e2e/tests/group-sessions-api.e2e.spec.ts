import type { ActivityRecord, GroupSession, HomeEvidence, SessionScreen, SharedGround } from '@carewith/contracts';
import { EVIDENCE_CSV_COLUMNS } from '@carewith/contracts';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { uniqueEmail, useSystem } from '../support/fixtures';
import { aConsentedBoxPhoto, sessionPhotoPath, startGroupSession } from '../support/group-sessions';
import { addResident, aResident, createHome, hireStaff } from '../support/homes';

jest.setTimeout(180_000);

// A group session over HTTP, the whole system at work (care's homes and consent, games' deck, records and
// evidence, the gateway's live stream): the manager's home with three residents, one of whom has a
// family photo consented; the coordinator starts a session on the TV and taps through it on the remote,
// the TV's stream following; two taps a resident; the month's evidence and its CSV. What games decides
// (the consent filter, the one-to-one from a texted activity, another home's 404s, the minutes):
// services/games/src/group-sessions/*.spec.ts; the stream's refusals: live-screen.int.spec.ts.
describe('a group session over HTTP (embedded profile)', () => {
  const world = useSystem({ shared: true, caregiver: { name: 'Mona Manager' } });
  let coordinator: ApiClient;
  let homeId: string;
  let residents: { id: string; firstName: string }[];
  let photoId: string;
  let session: GroupSession;

  beforeAll(async () => {
    homeId = (await createHome(world.api, 'Lilac Court')).id;
    coordinator = (await hireStaff(world.system, world.api, homeId, { name: 'Cody Coordinator' })).api;
    const rose = await addResident(world.api, homeId, aResident({ firstName: 'Rose' }));
    const iris = await addResident(world.api, homeId, aResident({ firstName: 'Iris' }));
    const wren = await addResident(world.api, homeId, aResident({ firstName: 'Wren' }));
    residents = [rose, iris, wren];
    photoId = await aConsentedBoxPhoto(world.system, world.api, homeId, rose);
  });

  // The TV's events, as an EventSource reads them, until the test stops reading.
  function follow(res: Response) {
    const screens: SessionScreen[] = [];
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += decoder.decode(value, { stream: true });
        const blocks = text.split('\n\n');
        text = blocks.pop()!;
        for (const block of blocks) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: screen') && data) screens.push(JSON.parse(data.slice(6)) as SessionScreen);
        }
      }
    })();
    return { screens, stop: async () => (await reader.cancel(), await reading) };
  }

  it('shows the coordinator what the chosen residents share, then starts a deck of 15 to 20 cards ending on a song', async () => {
    const ids = residents.map((r) => r.id);
    const preview = await coordinator.json<SharedGround>('POST', `/api/homes/${homeId}/group-sessions/preview`, {
      residentIds: ids,
    });
    expect(preview.status).toBe(200);
    // Rose's family agreed; Iris and Wren have no consent recorded.
    expect(preview.body).toMatchObject({ withoutConsent: 2, decades: [{ decade: 1950, residents: 1 }] });
    session = await startGroupSession(coordinator, homeId, ids);
    expect(session.deck.length).toBeGreaterThanOrEqual(15);
    expect(session.deck.length).toBeLessThanOrEqual(20);
    expect(session.deck.at(-1)!.kind).toBe('closing-song');
    expect(session.ranByName).toBe('Cody');
    expect(JSON.stringify(session.deck)).not.toMatch(/Rose|Iris|Wren/);
    const photo = await coordinator.request('GET', await sessionPhotoPath(coordinator, session, photoId));
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('when the remote taps next and asks for the hint, then the TV’s stream shows the current card and then each change', async () => {
    // The TV's browser: plain fetch with the coordinator's session, since the shared system's API client
    // reads a whole answer before it hands it over, and a stream has no end.
    const tv = await fetch(`${world.system.url}/api/group-sessions/${session.id}/live`, {
      headers: { cookie: `sid=${coordinator.cookie('sid')}` },
    });
    expect(tv.status).toBe(200);
    expect(tv.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = follow(tv);
    try {
      await expectEventually(async () => expect(events.screens.map((s) => s.version)).toEqual([0]));
      for (const action of ['next', 'hint'])
        expect((await coordinator.post(`/api/group-sessions/${session.id}/control`, { action })).status).toBe(200);
      await expectEventually(async () =>
        expect(events.screens.map((s) => [s.version, s.position, s.hintShown])).toEqual([
          [0, 0, false],
          [1, 1, false],
          [2, 1, true],
        ]),
      );
      const screen = await coordinator.json<SessionScreen>('GET', `/api/group-sessions/${session.id}/screen`);
      expect(screen.body).toEqual(events.screens.at(-1));
    } finally {
      await events.stop();
    }
  });

  it('keeps two taps for a resident and one tap for everyone, and the month’s evidence counts them', async () => {
    const [rose, iris] = residents;
    const taps = await coordinator.json<ActivityRecord>('PUT', `/api/group-sessions/${session.id}/records`, {
      residentId: rose!.id,
      tookPart: true,
      attention: 'full',
      mood: 'happy',
      chips: ['sang-along'],
    });
    expect(taps).toMatchObject({ status: 200, body: { kind: 'group', ranByName: 'Cody', chips: ['sang-along'] } });
    const refused = await coordinator.json<{ errors: { field: string }[] }>(
      'PUT',
      `/api/group-sessions/${session.id}/records`,
      { residentId: iris!.id, tookPart: true, attention: 'most' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e) => e.field)).toEqual(['attention']);
    const everyone = await coordinator.json<ActivityRecord[]>(
      'POST',
      `/api/group-sessions/${session.id}/records/everyone-present`,
    );
    expect(everyone.body.map((r) => r.tookPart)).toEqual([true, true, true]);
    expect((await coordinator.post(`/api/group-sessions/${session.id}/control`, { action: 'end' })).status).toBe(200);

    const evidence = await coordinator.json<HomeEvidence>('GET', `/api/homes/${homeId}/evidence`);
    expect(evidence.status).toBe(200);
    expect(evidence.body.homeName).toBe('Lilac Court');
    expect(evidence.body.residents.map((r) => [r.firstName, r.activeDays, r.sessions])).toEqual(
      expect.arrayContaining([
        ['Rose', 1, 1],
        ['Iris', 1, 1],
        ['Wren', 1, 1],
      ]),
    );
    const csv = await coordinator.request('GET', `/api/homes/${homeId}/evidence.csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="care-home-evidence-\d{4}-\d{2}\.csv"$/,
    );
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe(EVIDENCE_CSV_COLUMNS.join(','));
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[1])
        .sort(),
    ).toEqual(['Iris Resident', 'Rose Resident', 'Wren Resident']);
    expect((await coordinator.json('GET', `/api/homes/${homeId}/evidence?month=2026-13`)).status).toBe(400);
  });

  it('tells a caregiver outside the home nothing of the session', async () => {
    const stranger = new ApiClient(world.system.url);
    await stranger.signIn('Sid Stranger', uniqueEmail('stranger'));
    // (A refused stream is an ordinary answer: the API client reads it to its end.)
    for (const path of ['', '/screen', '/live', `/photos/${photoId}`]) {
      const res = await stranger.request('GET', `/api/group-sessions/${session.id}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(await res.text()).not.toMatch(/Rose|Lilac/);
    }
  });
});
