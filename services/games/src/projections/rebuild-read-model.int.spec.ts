import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { GameConfig, gameStreamId, TemplateSlug } from '@carewith/contracts';
import { PostgresEventStore } from '@carewith/platform';
import { expectEventually, testDatabaseUrl } from '@carewith/platform/testing';
import { gamesTestDatabase } from '../testing/games-database';
import { decide, evolve, initialState, SessionCommand } from '../play/game-session.decider';
import { playedSteps } from '../play/play-steps';
import { toGameEvent } from '../play/upcast';
import { PlayProjector, PROJECTION_NAME } from './play.projection';

jest.setTimeout(60_000);

// The procedure docs/operations.md gives operators, read from the very file they run.
const REBUILD_SQL = readFileSync(join(__dirname, '../../../../tools/rebuild-read-model.sql'), 'utf8');

const TEAM = randomUUID();
const USER = randomUUID();
const DAY = 86_400_000;
const T = Date.parse('2026-11-02T10:00:00Z');
const PHOTO = 'photo:00000000-0000-4000-8000-00000000000b';
const PEOPLE = [
  { id: 'a', question: 'Who is this?', photo: PHOTO, options: ['Emma', 'Liam', 'Mia'], correctAnswer: 'Emma' },
  { id: 'b', question: 'Who fishes?', options: ['Emma', 'Liam', 'Mia'], correctAnswer: 'Liam' },
  { id: 'c', question: 'Who sings?', options: ['Emma', 'Liam', 'Mia'], correctAnswer: 'Mia' },
];
const PLACES = [
  { id: 'p', name: 'Elm Street kitchen', description: 'Where Mum baked bread' },
  { id: 'q', name: 'The harbour', description: 'Sunday walks' },
];

// An answer as the page sends it: the final answer, the wrong ones before it and the most help shown.
type Answer = { step: number; answer: unknown; attempts?: unknown[]; cueLevel?: 0 | 1 | 2 | 3 };

// Every table the play projection writes, row for row, in a stable order. Left out: what a replay
// rightly writes anew (a result's generated id, the moments rows were written).
const PROJECTED = {
  game_instances: 'SELECT id, status, started_at FROM game_instances ORDER BY id',
  results: `SELECT game_instance_id, summary_json, raw_json, computed_scores_json, completed_at, first_try_json
              FROM results ORDER BY game_instance_id`,
  game_events: 'SELECT * FROM game_events ORDER BY id',
  item_mastery: `SELECT senior_id, care_team_id, item_key, kind, label, photo, state, streak, streak_days, times_played,
                        last_played_at, review_interval_index, review_due_at, review_upkeep, review_streak
                   FROM item_mastery ORDER BY senior_id, item_key`,
  completed_items: 'SELECT senior_id, item_key, game_id, created_at FROM completed_items ORDER BY senior_id, item_key',
  projection_checkpoints: 'SELECT name, checkpoint FROM projection_checkpoints ORDER BY name',
};

describe('rebuilding the read model with tools/rebuild-read-model.sql (real Postgres)', () => {
  let ds: DataSource;
  let store: PostgresEventStore;
  let closeDb: () => Promise<void>;
  let projector: PlayProjector;
  const seniors = [randomUUID(), randomUUID()];
  // Where the store's last event is: the projector has caught up once its checkpoint is there.
  let lastCheckpoint = '';

  const startProjector = async () => {
    projector = new PlayProjector(ds, store, testDatabaseUrl(), { lockPollMs: 50, retryMs: 50 });
    projector.start();
    await expectEventually(() => expect(projector.leader).toBe(true));
  };

  async function newGame(seniorId: string | null, templateId: TemplateSlug, sent = true) {
    const id = randomUUID();
    const config = { title: 'T', steps: templateId === 'places-flashcards' ? PLACES : PEOPLE } as GameConfig;
    await ds.query(
      `INSERT INTO game_instances (id, senior_id, care_team_id, template_id, created_by, status, config_json, sent_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        seniorId,
        TEAM,
        templateId,
        USER,
        sent ? 'SENT' : 'DRAFT',
        JSON.stringify(config),
        sent ? new Date(T) : null,
      ],
    );
    return { id, steps: playedSteps({ templateId, configJSON: config }) };
  }

  // One session decided by the play decider and appended as the play endpoints append it, a command at
  // a time; `complete` false leaves it unfinished.
  async function play(
    seniorId: string | null,
    templateId: TemplateSlug,
    at: number,
    answers: Answer[],
    complete = true,
  ) {
    const { id, steps } = await newGame(seniorId, templateId);
    const commands: SessionCommand[] = [
      { type: 'Start', gameInstanceId: id, linkId: null, at, clientAt: at },
      ...answers.map((a, i): SessionCommand => ({
        type: 'AnswerStep',
        gameInstanceId: id,
        step: a.step,
        playedStep: steps[a.step]!,
        answer: a.answer,
        attempts: a.attempts ?? [],
        cueLevel: a.cueLevel ?? 0,
        at: at + (i + 1) * 4_000,
        clientAt: at + (i + 1) * 4_000,
      })),
      ...(complete ? [{ type: 'Complete' as const, gameInstanceId: id, steps, at: at + 60_000 }] : []),
    ];
    for (const command of commands) {
      const recorded = await store.readStream(gameStreamId(id));
      const state = recorded.map(toGameEvent).reduce(evolve, initialState());
      const events = decide(command, state);
      await store.append(
        gameStreamId(id),
        events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data })),
        { expectedRevision: recorded.length ? recorded.length - 1 : 'no_stream' },
      );
    }
    lastCheckpoint = (await store.readStream(gameStreamId(id))).at(-1)!.checkpoint;
  }

  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const [table, sql] of Object.entries(PROJECTED)) tables[table] = await ds.query(sql);
    return tables;
  };
  const checkpointOf = async () =>
    (await ds.query(`SELECT checkpoint FROM projection_checkpoints WHERE name = $1`, [PROJECTION_NAME]))[0]
      ?.checkpoint as string | undefined;
  const caughtUp = async (checkpoint: string) =>
    expectEventually(async () => expect(await checkpointOf()).toBe(checkpoint));

  beforeAll(async () => {
    ({ ds, events: store, close: closeDb } = await gamesTestDatabase('games_rebuild', 5));
    await startProjector();

    // Given a history over three days: two loved ones' photo and place activities, answered at once,
    // after hints and after wrong taps; one left unfinished; one without a loved one; a draft and a
    // sent activity never played.
    const [rose, ann] = seniors as [string, string];
    const right = [
      { step: 0, answer: 'Emma' },
      { step: 1, answer: 'Liam' },
      { step: 2, answer: 'Mia' },
    ];
    for (const day of [0, 1, 2]) {
      await play(rose, 'grandkid-match', T + day * DAY, right);
      await play(ann, 'grandkid-match', T + day * DAY + 3_600_000, [
        { step: 0, answer: 'Emma', cueLevel: 1 },
        { step: 1, answer: 'Liam', attempts: ['Mia'], cueLevel: 2 },
        { step: 2, answer: 'Mia' },
      ]);
      await play(rose, 'places-flashcards', T + day * DAY + 7_200_000, [
        { step: 0, answer: 'know' },
        { step: 1, answer: day === 1 ? 'unsure' : 'know' },
      ]);
    }
    await play(rose, 'grandkid-match', T + 3 * DAY, [{ step: 0, answer: 'Mia', attempts: ['Liam'] }], false);
    await play(null, 'grandkid-match', T + 3 * DAY, right);
    await newGame(rose, 'grandkid-match', false);
    await newGame(ann, 'places-flashcards');
    await caughtUp(lastCheckpoint);
  });

  afterAll(async () => {
    await projector.stop();
    await closeDb();
  });

  it('the documented SQL, then the projector catching up, gives back every projected row as it was', async () => {
    const before = await snapshot();
    // The history reached every projected table (a comparison of empty tables would prove nothing).
    for (const [table, rows] of Object.entries(before))
      expect({ table, empty: rows.length === 0 }).toEqual({ table, empty: false });
    expect(before.item_mastery!.some((row) => (row as { times_played: number }).times_played > 1)).toBe(true);

    // As the guide says: stop games, run the file, start games.
    await projector.stop();
    await (ds.driver as unknown as { master: Pool }).master.query(REBUILD_SQL);
    expect(await checkpointOf()).toBeUndefined();
    await startProjector();
    await caughtUp(lastCheckpoint);

    expect(await snapshot()).toEqual(before);
  });

  it('PlayProjector.rebuild() gives back the same rows', async () => {
    const before = await snapshot();
    await projector.rebuild();
    await caughtUp(lastCheckpoint);
    expect(await snapshot()).toEqual(before);
  });
});
