import { randomUUID } from 'node:crypto';
import {
  EVIDENCE_CSV_COLUMNS,
  FactEnvelope,
  GroupSession,
  liveSessionSubject,
  SessionScreen,
} from '@carewith/contracts';
import { NatsLiveChannel } from '@carewith/platform';
import { expectEventually, testClock, testNatsUrl } from '@carewith/platform/testing';
import { GamesDeployment, refusalOf, startGames } from '../testing/games-deployment';
import { seedMemoryBox } from '../testing/games-seed';
import { TestHome, TestResident } from '../testing/care-homes';
import { SESSION_NOT_FOUND } from './home-access';

jest.setTimeout(120_000);

const START = Date.parse('2026-03-14T10:00:00Z');
const MINUTE = 60_000;

// Group sessions, records and evidence in games on the real bus, Postgres and JetStream: care's homes
// stood in by the deployment (care.homes.sessionResidents), care's facts about residents published as
// care publishes them, and games' own facts read off the stream.
describe('group sessions in a care home (games on the real bus)', () => {
  let games: GamesDeployment;
  let home: TestHome;
  let coordinator: string;
  let otherStaff: string;
  let grace: TestResident;
  let albert: TestResident;
  let maud: TestResident;
  const boxes = new Map<string, { photoIds: string[] }>();
  const clock = testClock(START);

  // A resident added in care with their consent recorded, as care's facts tell games, and their box.
  async function seat(
    name: string,
    consent: { photos: boolean; songs: boolean },
    box: { places: string[]; songs: string[] },
  ): Promise<TestResident> {
    const resident = games.homes.resident(home, name, consent);
    const ids = { residentId: resident.id, homeId: home.id, seniorId: resident.seniorId };
    await games.publishFact('care.resident-added', { ...ids, careTeamId: resident.careTeamId });
    await games.publishFact('care.resident-consent-changed', { ...ids, ...consent });
    boxes.set(
      resident.id,
      await seedMemoryBox(games.db, {
        seniorId: resident.seniorId,
        careTeamId: resident.careTeamId,
        addedBy: randomUUID(),
        people: [],
        places: box.places.map((p) => ({ name: p })),
        songs: box.songs.map((title) => ({ title })),
      }),
    );
    return resident;
  }
  const residentCopies = () => games.count('SELECT count(*) AS n FROM home_residents');
  const recorded = async (): Promise<FactEnvelope[]> => games.factsHeard(['games.resident-activity-recorded']);
  const coord = () => games.as(coordinator);

  beforeAll(async () => {
    games = await startGames('games_sessions', { clock });
    home = games.homes.add('Rosewood House');
    coordinator = games.homes.staff(home, 'COORDINATOR');
    otherStaff = games.homes.staff(games.homes.add('Elm Lodge'), 'MANAGER');
    grace = await seat('Grace', { photos: true, songs: true }, { places: ['Brighton', 'Kew'], songs: ['Moon River'] });
    albert = await seat('Albert', { photos: true, songs: true }, { places: ['Brighton'], songs: ['Moon River'] });
    // Maud's family filled her box, but nobody has agreed to show it.
    maud = await seat('Maud', { photos: false, songs: false }, { places: ['Margate'], songs: ['Lili Marleen'] });
    await recorded();
    await expectEventually(async () => expect(await residentCopies()).toBe(3));
  });
  afterAll(async () => {
    await games?.stop();
  });

  let session: GroupSession;
  let endedVersion = -1;

  it('given three residents, when the coordinator picks them, then the preview shows what the consenting ones share', async () => {
    const ground = await coord()('games.groupSessions.preview', {
      homeId: home.id,
      residentIds: [grace.id, albert.id, maud.id],
    });
    expect(ground.withoutConsent).toBe(1);
    expect(ground.places).toEqual([
      { name: 'Brighton', residents: 2 },
      { name: 'Kew', residents: 1 },
    ]);
    expect(ground.songs).toEqual([{ title: 'Moon River', artist: null, residents: 2 }]);
    expect(JSON.stringify(ground)).not.toMatch(/Margate|Lili Marleen/);
  });

  it('when the session starts, then its deck holds only consented photos and songs, names no one and ends on their song', async () => {
    session = await coord()('games.groupSessions.create', {
      homeId: home.id,
      residentIds: [grace.id, albert.id, maud.id],
    });
    expect(session.deck.length).toBeGreaterThanOrEqual(15);
    expect(session.deck.length).toBeLessThanOrEqual(20);
    expect(session.deck.at(-1)).toMatchObject({ kind: 'closing-song', song: { title: 'Moon River' } });
    const text = JSON.stringify(session.deck);
    for (const photoId of boxes.get(maud.id)!.photoIds) expect(text).not.toContain(photoId);
    expect(text).not.toMatch(/Margate|Lili Marleen|Grace|Albert|Maud/);
    const shown = session.deck.filter((c) => c.kind === 'photo').length;
    expect(shown).toBe(3);
    expect(session.screen).toMatchObject({ position: 0, version: 0, ended: false, cards: session.deck.length });
    expect(session.residents.map((r) => r.firstName)).toEqual(['Grace', 'Albert', 'Maud']);
    expect(session.ranByName).toBeNull();
  });

  it('serves the TV a photo of the deck, and nothing else', async () => {
    const card = session.deck.find((c) => c.kind === 'photo')!;
    const photoId = card.imageUrl!.split('/').pop()!;
    expect(card.imageUrl).toBe(`/api/group-sessions/${session.id}/photos/${photoId}`);
    const { jpegBase64 } = await coord()('games.groupSessions.photo', { sessionId: session.id, photoId });
    expect(Buffer.from(jpegBase64, 'base64').subarray(0, 2).toString('hex')).toBe('ffd8');
    // Maud's photo is in her box, not in the deck.
    const maudsPhoto = boxes.get(maud.id)!.photoIds[0]!;
    expect(
      await refusalOf(coord()('games.groupSessions.photo', { sessionId: session.id, photoId: maudsPhoto })),
    ).toEqual({ code: 'NOT_FOUND', message: 'Photo not found', details: undefined });
  });

  it('when the remote taps next, then the change is stored once and the TV hears the new screen', async () => {
    const live = new NatsLiveChannel(testNatsUrl(), 200, games.deployment.prefix);
    const heard: SessionScreen[] = [];
    const stop = await live.subscribe(liveSessionSubject(session.id), (s) => heard.push(s as SessionScreen));
    try {
      const screen = await coord()('games.groupSessions.control', { sessionId: session.id, action: 'next' });
      expect(screen).toMatchObject({ position: 1, version: 1, hintShown: false });
      await expectEventually(async () => expect(heard).toEqual([screen]));
      // Back on the first card, then back again: the second changes nothing and publishes nothing.
      await coord()('games.groupSessions.control', { sessionId: session.id, action: 'back' });
      const same = await coord()('games.groupSessions.control', { sessionId: session.id, action: 'back' });
      expect(same).toMatchObject({ position: 0, version: 2 });
      expect(await coord()('games.groupSessions.screen', { sessionId: session.id })).toEqual(same);
      await expectEventually(async () => expect(heard.map((s) => s.version)).toEqual([1, 2]));
      expect(
        await refusalOf(coord()('games.groupSessions.control', { sessionId: session.id, action: 'song' })),
      ).toMatchObject({ code: 'VALIDATION' });
    } finally {
      stop();
      await live.close();
    }
  });

  it('keeps one record per resident, changed by a second tap, each announced as a fact', async () => {
    clock.advance(5 * MINUTE);
    const first = await coord()('games.groupSessions.recordTaps', {
      sessionId: session.id,
      taps: { residentId: grace.id, tookPart: true, attention: 'full', mood: 'happy', chips: ['sang-along'] },
    });
    expect(first).toMatchObject({ kind: 'group', minutes: 5, what: session.theme });
    const again = await coord()('games.groupSessions.recordTaps', {
      sessionId: session.id,
      taps: { residentId: grace.id, tookPart: true, attention: 'some', mood: 'okay' },
    });
    expect(again).toMatchObject({ id: first.id, attention: 'some', mood: 'okay', chips: [] });
    const everyone = await coord()('games.groupSessions.everyonePresent', { sessionId: session.id });
    expect(everyone.map((r) => [r.residentId, r.tookPart])).toEqual([
      [grace.id, true],
      [albert.id, true],
      [maud.id, true],
    ]);
    // What was tapped for Grace stays.
    expect(everyone[0]).toMatchObject({ id: first.id, attention: 'some', mood: 'okay' });
    expect(await games.count('SELECT count(*) AS n FROM activity_records WHERE session_id = $1', [session.id])).toBe(3);
    await expectEventually(async () => {
      const facts = (await recorded()).filter((f) => (f.data as { sessionId: string }).sessionId === session.id);
      expect(facts.length).toBe(5);
      expect(facts.at(-1)!.data).toMatchObject({
        homeId: home.id,
        kind: 'group',
        tookPart: true,
        song: 'Moon River',
        date: '2026-03-14',
      });
    });
  });

  it('refuses a resident who was not in the session, writing nothing', async () => {
    const stranger = games.homes.resident(home, 'Wilfred');
    expect(
      await refusalOf(
        coord()('games.groupSessions.recordTaps', {
          sessionId: session.id,
          taps: { residentId: stranger.id, tookPart: true },
        }),
      ),
    ).toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'residentId', message: 'Choose a resident of this session' }],
    });
    expect(await games.count('SELECT count(*) AS n FROM activity_records WHERE resident_id = $1', [stranger.id])).toBe(
      0,
    );
  });

  it('when the session ends, then its records count its whole length, and nothing moves after', async () => {
    clock.advance(12 * MINUTE);
    const ended = await coord()('games.groupSessions.control', { sessionId: session.id, action: 'end' });
    expect(ended).toMatchObject({ ended: true, songPlaying: false, version: 3 });
    endedVersion = ended.version;
    const view = await coord()('games.groupSessions.get', { sessionId: session.id });
    expect(view.endedAt).not.toBeNull();
    expect(view.records.map((r) => r.minutes)).toEqual([17, 17, 17]);
    expect(
      await refusalOf(coord()('games.groupSessions.control', { sessionId: session.id, action: 'next' })),
    ).toMatchObject({
      code: 'CONFLICT',
    });
    const list = await coord()('games.groupSessions.list', { homeId: home.id });
    expect(list).toEqual([expect.objectContaining({ id: session.id, residents: 3 })]);
  });

  it('another home’s staff learn nothing of the session: every request is a 404', async () => {
    const other = games.as(otherStaff);
    const sessionId = session.id;
    const photoId = session.deck
      .find((c) => c.kind === 'photo')!
      .imageUrl!.split('/')
      .pop()!;
    for (const work of [
      other('games.groupSessions.get', { sessionId }),
      other('games.groupSessions.screen', { sessionId }),
      other('games.groupSessions.control', { sessionId, action: 'next' }),
      other('games.groupSessions.photo', { sessionId, photoId }),
      other('games.groupSessions.recordTaps', { sessionId, taps: { residentId: grace.id, tookPart: false } }),
      other('games.groupSessions.everyonePresent', { sessionId }),
    ])
      expect(await refusalOf(work)).toMatchObject({ code: 'NOT_FOUND', message: SESSION_NOT_FOUND });
    for (const work of [
      other('games.groupSessions.preview', { homeId: home.id, residentIds: [grace.id, albert.id] }),
      other('games.groupSessions.create', { homeId: home.id, residentIds: [grace.id, albert.id] }),
      other('games.groupSessions.list', { homeId: home.id }),
      other('games.evidence.home', { homeId: home.id }),
      other('games.evidence.homeCsv', { homeId: home.id }),
      other('games.evidence.resident', { homeId: home.id, residentId: grace.id }),
    ])
      expect(await refusalOf(work)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await games.count('SELECT count(*) AS n FROM group_sessions')).toBe(1);
    expect((await coord()('games.groupSessions.screen', { sessionId })).version).toBe(endedVersion);
  });

  it('when a resident finishes a texted activity, then it is a one-to-one record of their home, once', async () => {
    const completed = {
      gameInstanceId: randomUUID(),
      seniorId: albert.seniorId,
      templateId: 'grandkid-match' as const,
      title: 'Grandchildren',
      correctAnswers: 4,
      totalSteps: 5,
      accuracy: 0.8,
      firstTryRate: 0.6,
      totalTimeMs: 7 * MINUTE,
      startedAt: START + 2 * 86_400_000 - 7 * MINUTE,
      completedAt: START + 2 * 86_400_000,
    };
    await games.publishFact('games.activity-completed', completed);
    await games.publishFact('games.activity-completed', completed);
    // A loved one who lives in no home: nothing.
    await games.publishFact('games.activity-completed', {
      ...completed,
      gameInstanceId: randomUUID(),
      seniorId: randomUUID(),
    });
    await expectEventually(async () =>
      expect(
        await games.rows(
          'SELECT kind, minutes, what, date::text AS date FROM activity_records WHERE session_id IS NULL',
        ),
      ).toEqual([{ kind: 'one-to-one', minutes: 7, what: 'Grandchildren', date: '2026-03-16' }]),
    );
    await expectEventually(async () =>
      expect((await recorded()).filter((f) => (f.data as { kind: string }).kind === 'one-to-one')).toHaveLength(1),
    );
  });

  it('gives the month’s evidence: active days against the target so far, records, and the CSV’s columns', async () => {
    clock.advance(2 * 86_400_000);
    const month = await coord()('games.evidence.home', { homeId: home.id, month: '2026-03' });
    expect(month.homeName).toBe('Rosewood House');
    const albertsLine = month.residents.find((r) => r.residentId === albert.id)!;
    // 16 days of March so far at 5 a week: 11 days.
    expect(albertsLine).toMatchObject({ activeDays: 2, targetDays: 11, sessions: 1, lastName: 'Tester' });
    const own = await coord()('games.evidence.resident', { homeId: home.id, residentId: albert.id });
    expect(own.month).toBe('2026-03');
    expect(own.records.map((r) => r.kind)).toEqual(['group', 'one-to-one']);
    const csv = await coord()('games.evidence.homeCsv', { homeId: home.id, month: '2026-03' });
    expect(csv.rows).toHaveLength(4);
    for (const row of csv.rows) expect(row).toHaveLength(EVIDENCE_CSV_COLUMNS.length);
    expect(csv.rows.find((r) => r[3] === 'Grandchildren')).toEqual([
      '2026-03-16',
      'Albert Tester',
      albert.room,
      'Grandchildren',
      'One-to-one',
      7,
      'Yes',
      '',
      '',
      '',
      '',
    ]);
    const february = await coord()('games.evidence.home', { homeId: home.id, month: '2026-02' });
    expect(february.residents[0]!.activeDays).toBe(0);
    // Maud leaves the home: her records stay in the CSV, her line leaves the page.
    games.homes.remove(home, maud.id);
    const after = await coord()('games.evidence.home', { homeId: home.id, month: '2026-03' });
    expect(after.residents.map((r) => r.firstName)).toEqual(['Grace', 'Albert', 'Wilfred']);
    const rows = (await coord()('games.evidence.homeCsv', { homeId: home.id, month: '2026-03' })).rows;
    expect(rows.filter((r) => r[1] === 'A former resident')).toHaveLength(1);
  });

  it('when a resident’s photos consent is taken back, then the TV cannot fetch their photos any more', async () => {
    const card = session.deck.find((c) => c.kind === 'photo')!;
    const photoId = card.imageUrl!.split('/').pop()!;
    const owner = [grace, albert].find((r) => boxes.get(r.id)!.photoIds.includes(photoId))!;
    await games.publishFact('care.resident-consent-changed', {
      residentId: owner.id,
      homeId: home.id,
      seniorId: owner.seniorId,
      photos: false,
      songs: true,
    });
    await expectEventually(async () =>
      expect(await refusalOf(coord()('games.groupSessions.photo', { sessionId: session.id, photoId }))).toMatchObject({
        code: 'NOT_FOUND',
      }),
    );
  });
});
