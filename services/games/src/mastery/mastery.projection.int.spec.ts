import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { GameEvent, gameStreamId } from '@carewith/contracts';
import { PostgresEventStore, RecordedEvent } from '@carewith/platform';
import { testDatabaseUrl } from '@carewith/platform/testing';
import { gamesTestDatabase } from '../testing/games-database';
import { PlayProjector } from '../projections/play.projection';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();
const DAY = 86_400_000;
const YESTERDAY = Date.parse('2026-11-22T10:00:00Z');
const TODAY = YESTERDAY + DAY;
const PHOTO = 'photo:00000000-0000-4000-8000-00000000000a';

// Two photo questions (Emma in a photo, Liam without one) and a place, as one loved one's activities.
const STEPS = [
  { id: 'a', question: 'Who is this?', photo: PHOTO, options: ['Emma', 'Liam'], correctAnswer: 'Emma' },
  { id: 'b', question: 'And this?', options: ['Noah', 'Liam'], correctAnswer: 'Liam' },
];

describe('mastery projection (real Postgres)', () => {
  let ds: DataSource;
  let store: PostgresEventStore;
  let closeDb: () => Promise<void>;
  let projector: PlayProjector;
  const senior = randomUUID();
  // Every event appended, in order, for the rebuild.
  const everything: RecordedEvent[] = [];

  async function newGame(seniorId: string | null, steps: unknown[] = STEPS): Promise<string> {
    const id = randomUUID();
    await ds.query(
      `INSERT INTO game_instances (id, senior_id, care_team_id, template_id, created_by, status, config_json, sent_at)
       VALUES ($1, $2, $3, 'grandkid-match', $4, 'SENT', $5, now())`,
      [id, seniorId, TEAM, USER, JSON.stringify({ title: 'Photos', steps })],
    );
    return id;
  }

  // One session: its events appended to the store and applied by the projector, as they would be.
  async function session(gameId: string, at: number, answers: Record<number, unknown>) {
    // Stored as version 1 answers were: the projection reads them through the upcaster.
    const events: { type: GameEvent['type']; data: Record<string, unknown> }[] = [
      { type: 'START', data: { gameInstanceId: gameId, linkId: null, at } },
    ];
    for (const [step, answer] of Object.entries(answers))
      events.push({ type: 'STEP', data: { gameInstanceId: gameId, step: Number(step), answer, at: at + 1000 } });
    const recorded: RecordedEvent[] = [];
    for (const [i, e] of events.entries()) {
      await store.append(gameStreamId(gameId), [{ id: randomUUID(), type: e.type, data: e.data }], {
        expectedRevision: i === 0 ? 'no_stream' : i - 1,
      });
    }
    recorded.push(...(await store.readStream(gameStreamId(gameId))));
    everything.push(...recorded);
    await projector.applyBatch(recorded);
    return recorded;
  }

  const rows = () =>
    ds.query<
      { item_key: string; kind: string; label: string; photo: string | null; state: string; times_played: number }[]
    >(
      `SELECT item_key, kind, label, photo, state, times_played, streak, streak_days, last_played_at,
              review_interval_index, review_due_at, review_upkeep, review_streak
         FROM item_mastery WHERE senior_id = $1 ORDER BY item_key`,
      [senior],
    );

  beforeAll(async () => {
    ({ ds, events: store, close: closeDb } = await gamesTestDatabase('games_mastery', 3));
    projector = new PlayProjector(ds, store, testDatabaseUrl());
  });

  afterAll(async () => {
    await closeDb();
  });

  it('moves each item with the answers: known after three first tries over two days, slipping after a miss', async () => {
    // Given two sessions yesterday and one today, all right at once for Emma; Liam missed once.
    await session(await newGame(senior), YESTERDAY, { 0: 'Emma', 1: 'Noah' });
    await session(await newGame(senior), YESTERDAY + 3_600_000, { 0: 'emma ', 1: 'Liam' });
    expect((await rows()).map((r) => [r.label, r.state])).toEqual([
      ['Emma', 'learning'],
      ['Liam', 'learning'],
    ]);
    const replayed = await session(await newGame(senior), TODAY, { 0: 'Emma', 1: 'Liam' });
    // Then Emma (in her photo) is known; Liam has two first tries in a row, not three.
    expect(await rows()).toEqual([
      expect.objectContaining({
        item_key: `person:emma|${PHOTO}`,
        kind: 'person',
        label: 'Emma',
        photo: PHOTO,
        state: 'known',
        times_played: 3,
        last_played_at: new Date(TODAY + 1000),
      }),
      expect.objectContaining({ item_key: 'person:liam|', photo: null, state: 'learning', times_played: 3 }),
    ]);
    // And each item's spaced review moved with the same answers: Emma's three first tries put her in
    // monthly upkeep; Liam, missed then right twice, waits the third gap (4 days).
    const today = Date.parse('2026-11-23T00:00:00Z');
    expect((await rows()).map((r) => r as unknown as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        review_interval_index: 2,
        review_due_at: new Date(today + 30 * DAY),
        review_upkeep: true,
        review_streak: 3,
      }),
      expect.objectContaining({
        review_interval_index: 2,
        review_due_at: new Date(today + 4 * DAY),
        review_upkeep: false,
        review_streak: 2,
      }),
    ]);

    // When the same events are applied again (a replayed batch) then nothing changes.
    const before = await rows();
    await projector.applyBatch(replayed);
    expect(await rows()).toEqual(before);

    // When Emma is missed the next day then she needs practice again.
    await session(await newGame(senior), TODAY + DAY, { 0: 'Liam' });
    expect((await rows())[0]).toMatchObject({ state: 'slipping', times_played: 4, streak: 0, streak_days: [] });
    // and she is due again the day after, out of upkeep.
    expect((await rows())[0]).toMatchObject({
      review_interval_index: 0,
      review_due_at: new Date(today + 2 * DAY),
      review_upkeep: false,
      review_streak: 0,
    });
  });

  it('keeps no mastery for an activity without a loved one', async () => {
    const before = await ds.query('SELECT count(*)::int AS n FROM item_mastery');
    await session(await newGame(null), TODAY, { 0: 'Emma' });
    expect(await ds.query('SELECT count(*)::int AS n FROM item_mastery')).toEqual(before);
  });

  it('rebuilt from zero, yields the same mastery', async () => {
    const before = await rows();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((r) => (r as unknown as { review_due_at: Date | null }).review_due_at !== null)).toBe(true);
    await projector.rebuild();
    expect(await rows()).toEqual([]);
    await projector.applyBatch(everything);
    expect(await rows()).toEqual(before);
  });
});
