import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AnyStep, FirstTry, GameConfig, gameStreamId, TemplateSlug } from '@carewith/contracts';
import { createServiceDataSource, PostgresEventStore } from '@carewith/platform';
import { expectEventually, testDatabaseUrl, uniqueName } from '@carewith/platform/testing';
import type { PlayLinksService } from '../links/play-links.service';
import { ReadModel1763760500000 } from '../migrations/1763760500000-read-model';
import { Play1763760600000 } from '../migrations/1763760600000-play';
import { decide, evolve, initialState } from '../play/game-session.decider';
import { playedSteps, playStepOf } from '../play/play-steps';
import { PlayService } from '../play/play.service';
import { withCommandBus } from '../testing/games-commands';
import { toGameEvent } from '../play/upcast';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { MagicLinkEntity } from '../read-model/magic-link.entity';
import { PhotoEntity } from '../read-model/photo.entity';
import { ResultEntity } from '../read-model/result.entity';
import { PlayProjector } from './play.projection';
import { GAMES_MIGRATIONS } from '../migrations';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();
const T = Date.parse('2026-10-01T10:00:00Z');

type Stored = { type: 'START' | 'STEP' | 'COMPLETE' | 'ABANDON'; data: Record<string, unknown> };
type Before = { totalSteps: number; correctAnswers: number; accuracy: number; totalTime: number };

// Streams exactly as the play endpoints stored them before version 2: literal payloads, no `v`,
// with the figures the results showed for them then.
type OldStream = { name: string; template: TemplateSlug; events: (g: string) => Stored[]; before: Before | null };
const start = (g: string, at: number, clientAt?: number): Stored => ({
  type: 'START',
  data: { gameInstanceId: g, linkId: null, at, ...(clientAt === undefined ? {} : { clientAt }) },
});
const step = (g: string, s: number, answer: unknown, at: number, clientAt?: number): Stored => ({
  type: 'STEP',
  data: { gameInstanceId: g, step: s, answer, at, ...(clientAt === undefined ? {} : { clientAt }) },
});
const completed = (g: string, b: Before, at: number, recordedTotalTime = b.totalTime): Stored => ({
  type: 'COMPLETE',
  data: {
    gameInstanceId: g,
    summary: {
      totalSteps: b.totalSteps,
      correctAnswers: b.correctAnswers,
      totalTime: recordedTotalTime,
      engagement: 'high',
    },
    accuracy: b.accuracy,
    at,
  },
});

const OLD_STREAMS: OldStream[] = [
  {
    // Device times kept; step 1 answered twice (the latest counts); step 4 never answered.
    name: 'photo match',
    template: 'grandkid-match',
    before: { totalSteps: 5, correctAnswers: 4, accuracy: 0.8, totalTime: 15_000 },
    events: (g) => [
      start(g, T, T - 500),
      step(g, 0, 'Emma', T + 2_100, T + 1_500),
      step(g, 1, 'Emma', T + 5_100, T + 4_500),
      step(g, 2, 'Sophie', T + 9_100, T + 8_500),
      step(g, 3, 'Mia', T + 12_100, T + 11_500),
      step(g, 1, 'Noah', T + 15_100, T + 14_500),
      completed(g, { totalSteps: 5, correctAnswers: 4, accuracy: 0.8, totalTime: 15_000 }, T + 20_000),
    ],
  },
  {
    // Recorded before device times were kept; answers are authored indices; a late completion.
    name: 'recipe',
    template: 'recipe-sequencing',
    before: { totalSteps: 5, correctAnswers: 2, accuracy: 0.6, totalTime: 30_000 },
    events: (g) => [
      start(g, T),
      step(g, 0, [0, 1, 2, 3], T + 3_000),
      step(g, 1, [1, 0, 2, 3], T + 10_000),
      step(g, 2, [0, 1, 3, 2], T + 17_000),
      step(g, 3, [3, 2, 1, 0], T + 24_000),
      step(g, 4, [0, 1, 2, 3], T + 30_000),
      completed(g, { totalSteps: 5, correctAnswers: 2, accuracy: 0.6, totalTime: 30_000 }, T + 90_000),
    ],
  },
  {
    // Its COMPLETE counted ten minutes offline as play (before that fix): the results showed the
    // 8 s actually played, from the answers' device times.
    name: 'shopping',
    template: 'shopping-bingo',
    before: { totalSteps: 5, correctAnswers: 1, accuracy: 0.5, totalTime: 8_000 },
    events: (g) => [
      start(g, T, T),
      step(g, 0, ['Bread', 'Milk'], T + 3_000, T + 3_000),
      step(g, 1, ['Flour'], T + 5_000, T + 5_000),
      step(g, 2, ['Apples', 'Cheese', 'Glue'], T + 608_000, T + 8_000),
      completed(g, { totalSteps: 5, correctAnswers: 1, accuracy: 0.5, totalTime: 8_000 }, T + 610_000, 610_000),
    ],
  },
  {
    name: 'places',
    template: 'places-flashcards',
    before: { totalSteps: 5, correctAnswers: 4, accuracy: 0.8, totalTime: 20_000 },
    events: (g) => [
      start(g, T, T),
      ...['know', 'unsure', 'know', 'know', 'know'].map((a, i) =>
        step(g, i, a, T + (i + 1) * 4_000, T + (i + 1) * 4_000),
      ),
      completed(g, { totalSteps: 5, correctAnswers: 4, accuracy: 0.8, totalTime: 20_000 }, T + 21_000),
    ],
  },
  {
    name: 'abandoned',
    template: 'grandkid-match',
    before: null,
    events: (g) => [
      start(g, T, T),
      step(g, 0, 'Emma', T + 2_000, T + 2_000),
      { type: 'ABANDON', data: { gameInstanceId: g, at: T + 90_000_000 } },
    ],
  },
];

// What a result from before version 2 says about first tries: its right answers, with no cue.
const derived = (b: Before): FirstTry => ({
  firstTryAnswers: b.correctAnswers,
  helpedAnswers: 0,
  totalSteps: b.totalSteps,
  firstTryAccuracy: b.correctAnswers / b.totalSteps,
  meanCueLevel: 0,
});

describe('replaying play streams across event versions (real Postgres)', () => {
  let ds: DataSource;
  let store: PostgresEventStore;
  let schema: string;
  let projector: PlayProjector;
  const entities = [GameInstanceEntity, ResultEntity, MagicLinkEntity, PhotoEntity];
  const instances = new Map<string, GameInstanceEntity>();
  const legacyResult = randomUUID();
  const emptyResult = randomUUID();

  async function newGame(db: DataSource, templateId: TemplateSlug, config: Partial<GameConfig> = {}) {
    const id = randomUUID();
    const configJSON = { title: 'T', ...config } as GameConfig;
    await db.query(
      `INSERT INTO game_instances (id, care_team_id, template_id, created_by, status, config_json, sent_at)
       VALUES ($1, $2, $3, $4, 'SENT', $5, now())`,
      [id, TEAM, templateId, USER, JSON.stringify(configJSON)],
    );
    instances.set(id, { id, templateId, configJSON, seniorId: null } as GameInstanceEntity);
    return id;
  }

  const append = async (g: string, events: Stored[]) => {
    for (const e of events) {
      const current = await store.readStream(gameStreamId(g));
      await store.append(gameStreamId(g), [{ id: randomUUID(), type: e.type, data: e.data }], {
        expectedRevision: current.length ? current.length - 1 : 'no_stream',
      });
    }
  };
  const storedCount = async () => Number((await ds.query(`SELECT count(*) AS n FROM events`))[0].n);
  const projectedCount = async () => Number((await ds.query(`SELECT count(*) AS n FROM game_events`))[0].n);
  const caughtUp = async () => {
    const n = await storedCount();
    await expectEventually(async () => expect(await projectedCount()).toBe(n));
  };
  const resultOf = async (g: string) =>
    (
      await ds.query(
        `SELECT summary_json, computed_scores_json, first_try_json FROM results WHERE game_instance_id = $1`,
        [g],
      )
    )[0] as
      | {
          summary_json: Before & { engagement: string };
          computed_scores_json: { accuracy: number };
          first_try_json: FirstTry;
        }
      | undefined;

  beforeAll(async () => {
    schema = uniqueName('games_replay');
    // A database as it was before this change: results without first-try figures.
    const old = await createServiceDataSource({
      url: testDatabaseUrl(),
      schema,
      entities,
      migrations: [ReadModel1763760500000, Play1763760600000],
      poolSize: 2,
    });
    for (const [id, summary] of [
      [legacyResult, { totalSteps: 5, correctAnswers: 3, totalTime: 61_000, engagement: 'high' }],
      [emptyResult, { totalSteps: 0, correctAnswers: 0, totalTime: 0, engagement: 'high' }],
    ] as const) {
      await old.query(
        `INSERT INTO game_instances (id, care_team_id, template_id, created_by, status, config_json)
         VALUES ($1, $2, 'grandkid-match', $3, 'CLOSED', '{"title":"T"}')`,
        [id, TEAM, USER],
      );
      await old.query(
        `INSERT INTO results (game_instance_id, summary_json, raw_json, computed_scores_json)
         VALUES ($1, $2, '[]', '{"accuracy":0.6}')`,
        [id, JSON.stringify(summary)],
      );
    }
    await old.destroy();
    // The new version starts on it and migrates.
    ds = await createServiceDataSource({
      url: testDatabaseUrl(),
      schema,
      entities,
      migrations: GAMES_MIGRATIONS,
      poolSize: 5,
    });
    store = new PostgresEventStore({ pool: (ds.driver as unknown as { master: Pool }).master, schema });
    await store.init();
    projector = new PlayProjector(ds, store, testDatabaseUrl(), { lockPollMs: 50, retryMs: 50 });
    projector.start();
    await expectEventually(() => expect(projector.leader).toBe(true));
  });

  afterAll(async () => {
    await projector.stop();
    await store.close();
    await ds.query(`DROP SCHEMA "${schema}" CASCADE`);
    await ds.destroy();
  });

  it('the migration gives results recorded before it their first-try figures', async () => {
    expect((await resultOf(legacyResult))?.first_try_json).toEqual({
      firstTryAnswers: 3,
      helpedAnswers: 0,
      totalSteps: 5,
      firstTryAccuracy: 0.6,
      meanCueLevel: 0,
    });
    expect((await resultOf(emptyResult))?.first_try_json).toMatchObject({ totalSteps: 0, firstTryAccuracy: 0 });
  });

  it('replays version 1 streams with the results they had, plus first-try figures, in the projection and the decider', async () => {
    const games = new Map<OldStream, string>();
    for (const stream of OLD_STREAMS) {
      const g = await newGame(ds, stream.template);
      games.set(stream, g);
      await append(g, stream.events(g));
    }
    await caughtUp();
    const projected = await Promise.all(OLD_STREAMS.map((s) => resultOf(games.get(s)!)));
    // Rebuilt from zero: the same read tables.
    await projector.rebuild();
    await caughtUp();
    expect(await Promise.all(OLD_STREAMS.map((s) => resultOf(games.get(s)!)))).toEqual(projected);

    for (const stream of OLD_STREAMS) {
      const g = games.get(stream)!;
      const result = await resultOf(g);
      if (!stream.before) {
        expect({ stream: stream.name, result }).toEqual({ stream: stream.name, result: undefined });
        continue;
      }
      const { accuracy, ...summary } = stream.before;
      expect({
        stream: stream.name,
        summary: result?.summary_json,
        accuracy: result?.computed_scores_json.accuracy,
      }).toEqual({
        stream: stream.name,
        summary: { ...summary, engagement: 'high' },
        accuracy,
      });
      expect({ stream: stream.name, firstTry: result?.first_try_json }).toEqual({
        stream: stream.name,
        firstTry: derived(stream.before),
      });

      // The decider folds the stream read back from the store and completes it the same way.
      const events = (await store.readStream(gameStreamId(g))).map(toGameEvent);
      const complete = events.find((e) => e.type === 'COMPLETE');
      if (complete?.type !== 'COMPLETE') throw new Error(`${stream.name}: no COMPLETE`);
      expect(complete.data).toMatchObject({ v: 2, firstTry: null });
      const [decided] = decide(
        { type: 'Complete', gameInstanceId: g, steps: playedSteps(instances.get(g)!), at: complete.data.at },
        events.filter((e) => e.type !== 'COMPLETE').reduce(evolve, initialState()),
      );
      if (decided?.type !== 'COMPLETE') throw new Error(`${stream.name}: the decider did not complete`);
      expect({
        stream: stream.name,
        accuracy: decided.data.accuracy,
        correctAnswers: decided.data.summary.correctAnswers,
        totalSteps: decided.data.summary.totalSteps,
        totalTime: decided.data.summary.totalTime,
        firstTry: decided.data.firstTry,
      }).toEqual({ stream: stream.name, ...stream.before, firstTry: derived(stream.before) });
    }

    // The read model keeps the answers upcast: version 2, judged on the answer itself, no latency.
    const [row] = await ds.query(
      `SELECT payload_json FROM game_events WHERE game_instance_id = $1 AND type = 'STEP' ORDER BY created_at LIMIT 1`,
      [games.get(OLD_STREAMS[0]!)],
    );
    expect(row.payload_json).toEqual({
      gameInstanceId: games.get(OLD_STREAMS[0]!),
      step: 0,
      answer: 'Emma',
      at: T + 2_100,
      clientAt: T + 1_500,
      v: 2,
      attempts: [],
      cueLevel: 0,
      firstTry: null,
      latencyMs: null,
    });
  });

  it('records gentle play as version 2, with cues, first tries and latencies, through to the result', async () => {
    const photos: AnyStep[] = [
      { id: 'a', question: 'Who bakes?', options: ['Emma', 'Liam', 'Mia'], correctAnswer: 'Emma', hint: 'She bakes' },
      { id: 'b', question: 'Who fishes?', options: ['Emma', 'Liam', 'Mia'], correctAnswer: 'Liam' },
      { id: 'c', question: 'Who sings?', options: ['Emma', 'Liam', 'Mia'], correctAnswer: 'Mia' },
    ];
    const recipe: AnyStep = {
      id: 'tea',
      recipeName: 'Tea',
      description: '',
      recipeSteps: ['Boil', 'Bag', 'Pour', 'Milk'],
      correctOrder: [0, 1, 2, 3],
    };
    const photoGame = await newGame(ds, 'grandkid-match', { gentle: true, steps: photos } as Partial<GameConfig>);
    const recipeGame = await newGame(ds, 'recipe-sequencing', { gentle: true, steps: [recipe] } as Partial<GameConfig>);
    const byToken = { photo: photoGame, recipe: recipeGame } as Record<string, string>;
    const links = {
      resolve: async (token: string) => ({
        link: { id: randomUUID() } as MagicLinkEntity,
        instance: instances.get(byToken[token]!)!,
      }),
    } as unknown as PlayLinksService;
    const replica = await withCommandBus(PlayService, { store, links });
    const service = replica.service;

    // Photo match, online: right at once; right after a hint; a wrong tap, then cue 2, then right.
    const now = Date.now();
    await service.record('photo', { type: 'START', payload: { timestamp: now } });
    await service.record('photo', { type: 'STEP', payload: { step: 0, answer: 'Emma', timestamp: now } });
    await service.record('photo', { type: 'STEP', payload: { step: 1, answer: 'Liam', cueLevel: 1, timestamp: now } });
    await service.record('photo', {
      type: 'STEP',
      payload: { step: 2, answer: 'Mia', attempts: ['Emma'], cueLevel: 2, timestamp: now },
    });
    await service.complete('photo', { rawData: [] });

    // Recipe, offline: the page held its answer (positions in the shown list) and sent it with the
    // completion a minute later: a wrong order first, then the right one after cue 2.
    const shown = playStepOf(recipe, true);
    if (!('recipeSteps' in shown)) throw new Error('not a recipe');
    const right = recipe.recipeSteps.map((text) => shown.recipeSteps.indexOf(text));
    const wrong = [right[1]!, right[0]!, right[2]!, right[3]!];
    const offline = Date.now() - 60_000;
    await service.record('recipe', { type: 'START', payload: { timestamp: offline } });
    await service.complete('recipe', {
      rawData: [{ step: 0, answer: right, attempts: [wrong], cueLevel: 2, timestamp: offline + 7_000 }],
    });

    const steps = async (g: string) =>
      (await store.readStream(gameStreamId(g)))
        .filter((e) => e.type === 'STEP')
        .map((e) => e.data as Record<string, unknown>);
    const photoSteps = await steps(photoGame);
    expect(
      photoSteps.map(({ v, step, attempts, cueLevel, firstTry }) => ({ v, step, attempts, cueLevel, firstTry })),
    ).toEqual([
      { v: 2, step: 0, attempts: [], cueLevel: 0, firstTry: true },
      { v: 2, step: 1, attempts: [], cueLevel: 1, firstTry: false },
      { v: 2, step: 2, attempts: ['Emma'], cueLevel: 2, firstTry: false },
    ]);
    for (const s of photoSteps) expect(s.latencyMs).toEqual(expect.any(Number));
    // The recipe's attempts are stored as authored indices, like its answer; the latency is the
    // 7 s on the device, not the minute offline.
    expect(await steps(recipeGame)).toEqual([
      expect.objectContaining({
        v: 2,
        answer: [0, 1, 2, 3],
        attempts: [[1, 0, 2, 3]],
        cueLevel: 2,
        firstTry: false,
        latencyMs: 7_000,
      }),
    ]);

    await caughtUp();
    expect(await resultOf(photoGame)).toEqual({
      // Every step ended on the right answer; accuracy scores the first answers (the third was wrong).
      summary_json: expect.objectContaining({ totalSteps: 3, correctAnswers: 2 }),
      computed_scores_json: { accuracy: 2 / 3 },
      first_try_json: { firstTryAnswers: 1, helpedAnswers: 2, totalSteps: 3, firstTryAccuracy: 1 / 3, meanCueLevel: 1 },
    });
    expect(await resultOf(recipeGame)).toEqual({
      summary_json: { totalSteps: 1, correctAnswers: 0, totalTime: 7_000, engagement: 'high' },
      computed_scores_json: { accuracy: 0.5 },
      first_try_json: { firstTryAnswers: 0, helpedAnswers: 1, totalSteps: 1, firstTryAccuracy: 0, meanCueLevel: 2 },
    });
    // And a rebuild gives the same.
    const before = [await resultOf(photoGame), await resultOf(recipeGame)];
    await projector.rebuild();
    await caughtUp();
    expect([await resultOf(photoGame), await resultOf(recipeGame)]).toEqual(before);
    await replica.close();
  });
});
