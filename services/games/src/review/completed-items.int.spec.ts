import { randomUUID } from 'node:crypto';
import { gameStreamId } from '@carewith/contracts';
import { CompletedItems1764000720000 } from '../migrations/1764000720000-completed-items';
import { PlayProjector } from '../projections/play.projection';
import { gamesTestDatabase, planOf } from '../testing/games-database';
import { seedActivities } from '../testing/games-seed';
import { ReviewItemsService } from './review-items.service';
import { REVIEW_ACTIVITIES_SQL, ReviewStore } from './review-store';

jest.setTimeout(120_000);

const TEAM = randomUUID();
const emma = (options: string[]) => ({ id: 'e', question: 'Who is this?', options, correctAnswer: 'Emma' });
const step = (id: string, name: string) => ({ id, question: 'And this?', options: [name, 'Ann'], correctAnswer: name });

// The Review reads the activities not completed yet and, of the completed ones, only the newest
// holding each item (completed_items, written by the play projection when an activity completes).
describe('completed_items and the Review candidates (real Postgres)', () => {
  let db: Awaited<ReturnType<typeof gamesTestDatabase>>;
  let projector: PlayProjector;
  let service: ReviewItemsService;
  const senior = randomUUID();

  async function activity(steps: unknown[], createdAt: string, level?: number) {
    const id = randomUUID();
    await db.ds.query(
      `INSERT INTO game_instances (id, senior_id, care_team_id, template_id, created_by, status, config_json,
                                   created_at, sent_at)
       VALUES ($1, $2, $3, 'grandkid-match', $3, 'SENT', $4, $5, now())`,
      [id, senior, TEAM, JSON.stringify({ title: 'A', steps, ...(level ? { level } : {}) }), createdAt],
    );
    return id;
  }

  // Played to the end: each played step answered, then completed, through the projector.
  async function complete(gameId: string, played: number) {
    const at = Date.parse('2026-11-22T10:00:00Z');
    const events = [
      { type: 'START', data: { gameInstanceId: gameId, linkId: null, at } },
      ...Array.from({ length: played }, (_, step) => ({
        type: 'STEP',
        data: { gameInstanceId: gameId, step, answer: 'x', at: at + step + 1 },
      })),
      {
        type: 'COMPLETE',
        data: {
          gameInstanceId: gameId,
          summary: { totalSteps: played, correctAnswers: 0, totalTime: 5000, engagement: 'high' },
          accuracy: 0,
          at: at + 100,
        },
      },
    ];
    await db.events.append(
      gameStreamId(gameId),
      events.map((e) => ({ id: randomUUID(), ...e })),
    );
    await projector.applyBatch(await db.events.readStream(gameStreamId(gameId)));
  }

  beforeAll(async () => {
    db = await gamesTestDatabase('games_completed_items');
    projector = new PlayProjector(db.ds, db.events, '');
    service = new ReviewItemsService(new ReviewStore(db.ds));
  });
  afterAll(() => db.close());

  it('finds each item in its newest activity, completed or not, including steps a level left unplayed', async () => {
    // Given Emma in an older and a newer completed activity, and Liam only in the newer one's steps
    // beyond its level (level 1 plays 3 of 4); Noah in a draft not played yet.
    const older = await activity([emma(['Emma', 'Ann'])], '2026-11-01T10:00:00Z');
    const newer = await activity(
      [emma(['Emma', 'Zoe', 'Ann']), step('b', 'Bo'), step('c', 'Cy'), step('d', 'Liam')],
      '2026-11-10T10:00:00Z',
      1,
    );
    await activity([step('n', 'Noah')], '2026-11-20T10:00:00Z');
    await complete(newer, 3);
    await complete(older, 1);
    expect(
      await db.ds.query('SELECT item_key, game_id FROM completed_items WHERE senior_id = $1 ORDER BY 1', [senior]),
    ).toEqual([
      { item_key: 'person:bo|', game_id: newer },
      { item_key: 'person:cy|', game_id: newer },
      { item_key: 'person:emma|', game_id: newer },
      { item_key: 'person:liam|', game_id: newer },
    ]);
    const candidates = await service.candidates(senior);
    // Then: newest first, Emma with the newer activity's step, Liam new though his activity is completed.
    expect(candidates.map((c) => [c.label, c.review === null])).toEqual([
      ['Noah', true],
      ['Emma', false],
      ['Bo', false],
      ['Cy', false],
      ['Liam', true],
    ]);
    expect(candidates.find((c) => c.label === 'Emma')?.step).toEqual(emma(['Emma', 'Zoe', 'Ann']));
  });

  it('is filled, when created, from the activities completed before it', async () => {
    const before = await db.ds.query('SELECT * FROM completed_items ORDER BY senior_id, item_key');
    await db.ds.query('DROP TABLE completed_items');
    const runner = db.ds.createQueryRunner();
    await new CompletedItems1764000720000().up(runner);
    await runner.release();
    expect(await db.ds.query('SELECT * FROM completed_items ORDER BY senior_id, item_key')).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
  });

  it("reads the loved one's open activities and their completed items' sources from indexes at size", async () => {
    const family = randomUUID();
    await seedActivities(db.ds, { seniorId: 'many', careTeamId: TEAM, count: 20_000, status: 'CLOSED' });
    await seedActivities(db.ds, { seniorId: family, careTeamId: TEAM, count: 1_000, status: 'CLOSED' });
    // Every completed activity's items recorded, 40 items of the family's among its 1,000 activities.
    await db.ds.query(
      `INSERT INTO completed_items (senior_id, item_key, game_id, created_at)
       SELECT DISTINCT ON (senior_id, key) senior_id, key, id, created_at
         FROM (SELECT senior_id, id, created_at, 'person:' || (row_number() OVER (ORDER BY id) % 40) AS key
                 FROM game_instances WHERE status = 'CLOSED') x
        ORDER BY senior_id, key, created_at DESC, id
       ON CONFLICT DO NOTHING`,
    );
    await db.ds.query('ANALYZE completed_items');
    const plan = await planOf(db.ds, REVIEW_ACTIVITIES_SQL, [family]);
    expect(plan).toContain('game_instances_senior_open_idx');
    expect(plan).not.toMatch(/Seq Scan on (game_instances|completed_items)/);
  });
});
