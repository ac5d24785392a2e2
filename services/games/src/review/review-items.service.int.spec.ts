import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ReviewItemsService } from './review-items.service';
import { ReviewStore } from './review-store';
import { gamesTestDataSource } from '../testing/games-database';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();
const DUE = new Date('2026-11-24T00:00:00Z');

describe('ReviewItemsService.candidates (real Postgres)', () => {
  let ds: DataSource;
  let drop: () => Promise<void>;
  let service: ReviewItemsService;
  const senior = randomUUID();
  const other = randomUUID();

  async function activity(seniorId: string, templateId: string, steps: unknown[], createdAt: string) {
    await ds.query(
      `INSERT INTO game_instances (id, senior_id, care_team_id, template_id, created_by, status, config_json, created_at)
       VALUES ($1, $2, $3, $4, $5, 'SENT', $6, $7)`,
      [randomUUID(), seniorId, TEAM, templateId, USER, JSON.stringify({ title: 'A', steps }), createdAt],
    );
  }
  async function mastery(seniorId: string, key: string, label: string, state: string, dueAt: Date | null) {
    await ds.query(
      `INSERT INTO item_mastery (senior_id, care_team_id, item_key, kind, label, state, times_played,
                                 review_interval_index, review_due_at, review_upkeep, review_streak)
       VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9, $10)`,
      dueAt
        ? [seniorId, TEAM, key, key.split(':')[0], label, state, 2, dueAt, state === 'known', 1]
        : [seniorId, TEAM, key, key.split(':')[0], label, state, null, null, null, null],
    );
  }

  beforeAll(async () => {
    ({ ds, drop } = await gamesTestDataSource('games_review', 2));
    service = new ReviewItemsService(new ReviewStore(ds));
    const emma = (options: string[]) => ({ id: 'e', question: 'Who is this?', options, correctAnswer: 'Emma' });
    // Given an older and a newer photo activity that both ask about Emma, a place, and a played
    // item whose activity is gone; another loved one's activity.
    await activity(senior, 'grandkid-match', [emma(['Emma', 'Ann'])], '2026-11-01T10:00:00Z');
    await activity(
      senior,
      'grandkid-match',
      [
        emma(['Emma', 'Liam', 'Noah']),
        { id: 'n', question: 'And this?', options: ['Noah', 'Ann'], correctAnswer: 'Noah' },
      ],
      '2026-11-20T10:00:00Z',
    );
    await activity(
      senior,
      'places-flashcards',
      [{ id: 'p', name: 'Elm Street', description: 'Home' }],
      '2026-11-10T10:00:00Z',
    );
    await activity(other, 'grandkid-match', [emma(['Emma', 'Zoe'])], '2026-11-21T10:00:00Z');
    await mastery(senior, 'person:emma|', 'Emma', 'learning', DUE);
    await mastery(senior, 'place:elm street', 'Elm Street', 'known', DUE);
    await mastery(senior, 'recipe:gone', 'Gone', 'learning', DUE);
    await mastery(other, 'person:emma|', 'Emma', 'known', DUE);
  });

  afterAll(async () => {
    await drop();
  });

  it("lists each item of the loved one's activities once, with its newest authored step, template and review state", async () => {
    const candidates = await service.candidates(senior);
    const byLabel = Object.fromEntries(candidates.map((c) => [c.label, c]));
    expect(Object.keys(byLabel).sort()).toEqual(['Elm Street', 'Emma', 'Noah']);
    // Then Emma's step is the newer activity's (three choices), with her review state.
    expect(byLabel.Emma).toEqual({
      key: 'person:emma|',
      kind: 'person',
      label: 'Emma',
      templateId: 'grandkid-match',
      step: { id: 'e', question: 'Who is this?', options: ['Emma', 'Liam', 'Noah'], correctAnswer: 'Emma' },
      review: { intervalIndex: 2, dueAt: DUE.getTime(), upkeep: false, streak: 1 },
      known: false,
    });
    expect(byLabel['Elm Street']).toMatchObject({ templateId: 'places-flashcards', known: true });
    // And Noah, never answered, is new.
    expect(byLabel.Noah).toMatchObject({ review: null, known: false });
  });

  it('gives a played item without a review state yet no due time (not new either)', async () => {
    await ds.query(
      `UPDATE item_mastery SET review_interval_index = NULL, review_due_at = NULL WHERE senior_id = $1 AND item_key = 'person:emma|'`,
      [senior],
    );
    const emma = (await service.candidates(senior)).find((c) => c.label === 'Emma');
    expect(emma?.review).toEqual({ intervalIndex: -1, dueAt: null, upkeep: false, streak: 1 });
  });

  it('gives a loved one without activities nothing', async () => {
    expect(await service.candidates(randomUUID())).toEqual([]);
  });
});
