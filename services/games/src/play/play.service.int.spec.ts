import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { gameStreamId, parseOrThrow, playCompleteBusSchema, playEventBusSchema } from '@carewith/contracts';
import { PostgresEventStore } from '@carewith/platform';
import { expectEventually, freshSchema, testDatabaseUrl } from '@carewith/platform/testing';
import type { PlayLinksService } from '../links/play-links.service';
import type { GameInstanceEntity } from '../read-model/game-instance.entity';
import type { MagicLinkEntity } from '../read-model/magic-link.entity';
import { withCommandBus } from '../testing/games-commands';
import {
  GamesDeployment,
  GamesFamily,
  Member,
  PHOTO_MATCH_STEPS,
  refusalOf,
  startGames,
  TINY_JPEG,
} from '../testing/games-deployment';
import { PlayService } from './play.service';

jest.setTimeout(120_000);

// Two games replicas, each with its own stream cache, over one real event store: a replica whose
// cache fell behind must neither lose nor duplicate an answer.
describe('PlayService stream cache across replicas (real Postgres event store)', () => {
  let pool: Pool;
  let store: PostgresEventStore;
  let drop: () => Promise<void>;
  const gameId = randomUUID();
  const instance = {
    id: gameId,
    templateId: 'grandkid-match',
    configJSON: {
      title: 'T',
      steps: [
        { id: 'a', question: 'Q1?', options: ['A', 'B'], correctAnswer: 'A' },
        { id: 'b', question: 'Q2?', options: ['A', 'B'], correctAnswer: 'B' },
        { id: 'c', question: 'Q3?', options: ['A', 'B'], correctAnswer: 'A' },
      ],
    },
  } as unknown as GameInstanceEntity;
  // Link resolution is the database's job elsewhere; here every token opens this activity.
  const links = {
    resolve: async () => ({ link: { id: randomUUID() } as MagicLinkEntity, instance }),
  } as unknown as PlayLinksService;
  const replicas: { close: () => Promise<void> }[] = [];
  const replica = async () => {
    const built = await withCommandBus(PlayService, { store, links });
    replicas.push(built);
    return built.service;
  };

  beforeAll(async () => {
    const fresh = await freshSchema('play');
    drop = fresh.drop;
    pool = new Pool({ connectionString: testDatabaseUrl(), max: 4 });
    store = new PostgresEventStore({ pool, schema: fresh.schema });
    await store.init();
  });
  afterAll(async () => {
    for (const r of replicas) await r.close();
    await store.close();
    await pool.end();
    await drop();
  });

  it('a replica with a stale cache appends after a conflict, and a retry on another replica is a duplicate', async () => {
    const [one, two] = [await replica(), await replica()];
    await one.record('t', { type: 'START', payload: {} });
    // Both replicas have the stream cached now.
    await two.record('t', { type: 'STEP', payload: { step: 0, answer: 'A' } });
    // one's cache is behind (it has not seen two's STEP): its append conflicts, reloads, succeeds.
    const retried = randomUUID();
    expect(await one.record('t', { eventId: retried, type: 'STEP', payload: { step: 1, answer: 'B' } })).toEqual({
      ok: true,
      duplicate: false,
    });
    // The same request retried through the other (now stale) replica is recognised.
    expect(await two.record('t', { eventId: retried, type: 'STEP', payload: { step: 1, answer: 'B' } })).toEqual({
      ok: true,
      duplicate: true,
    });
    // A START on a stale replica of a started stream appends nothing.
    expect(await two.record('t', { type: 'START', payload: {} })).toEqual({ ok: true, duplicate: false });
    const events = await store.readStream(gameStreamId(gameId));
    expect(events.map((e) => e.type)).toEqual(['START', 'STEP', 'STEP']);
    expect(events.filter((e) => e.id === retried)).toHaveLength(1);
  });
});

// The loved one's play as the gateway asks games for it (games.play.*, no actor: the token is the
// capability), games' real root module on the real event store and bus: what the page is sent, each
// answer recorded once, the score the server's own, and what a second device is told.
describe('play over the bus (games deployment)', () => {
  let games: GamesDeployment;
  const player = (token: string) => ({
    open: () => games.as(null)('games.play.get', { token }),
    event: (event: Record<string, unknown>) =>
      games.as(null)('games.play.event', parseOrThrow(playEventBusSchema, { token, event })),
    complete: (complete: Record<string, unknown> = {}) =>
      games.as(null)('games.play.complete', parseOrThrow(playCompleteBusSchema, { token, complete })),
  });
  // The page's completion: it claims everything right; the server believes only the answers.
  const claimed = { summary: { totalSteps: 5, correctAnswers: 5, totalTime: 1000, engagement: 'high' }, rawData: [] };
  const resultOf = async (family: GamesFamily, gameId: string) =>
    expectEventually(async () => {
      const detail = await games.as(family.owner)('games.get', { gameId });
      expect(detail.result).not.toBeNull();
      return detail;
    });

  beforeAll(async () => {
    games = await startGames('games_play');
  });
  afterAll(async () => {
    await games.stop();
  });

  it('serves the play page only what it needs, and records the first opening', async () => {
    const family = games.seatFamily();
    const { token, linkId } = await games.link(family, await games.activity(family));
    const openedAt = () =>
      games.rows<{ first_opened_at: Date | null }>('SELECT first_opened_at FROM magic_links WHERE id = $1', [linkId]);
    expect(await openedAt()).toEqual([{ first_opened_at: null }]);
    expect(await player(token).open()).toEqual({
      template: { slug: 'grandkid-match', title: 'Family Photo Match' },
      gameInstance: {
        configJSON: {
          title: 'Grandchildren',
          // Gentle mode (on for new activities) gives each step its cues, the right name among them,
          // since errorless play must be able to show it; the answer key itself stays on the server.
          steps: PHOTO_MATCH_STEPS.map(({ correctAnswer, ...shown }) => ({
            ...shown,
            cues: {
              hint: `Take your time. ${shown.question} It is someone from your family.`,
              firstLetter: correctAnswer[0],
              // Every step here has two names: both stay for cue 2.
              pair: shown.options,
              answer: correctAnswer,
            },
          })),
          accessibility: { largeText: true, audioInstructions: false, highContrast: true },
          gentle: true,
          // The loved one's language, stamped on the activity when it was made.
          language: 'en',
          cueDelays: { firstMs: 8000, nextMs: 5000 },
          // The loved one's level for the template when the activity was made.
          level: 3,
        },
      },
      senior: { firstName: 'Grace', language: 'en' },
      progress: { answeredSteps: [], completed: false },
    });
    // Without gentle mode nothing on the page tells the right answer.
    const classic = await games.link(
      family,
      await games.activity(family, { configJSON: { title: 'Grandchildren', steps: PHOTO_MATCH_STEPS, gentle: false } }),
    );
    const plain = await player(classic.token).open();
    expect(plain.gameInstance.configJSON.steps).toEqual(
      PHOTO_MATCH_STEPS.map(({ correctAnswer: _key, ...shown }) => shown),
    );
    expect(plain.gameInstance.configJSON).not.toHaveProperty('cueDelays');
    expect((await openedAt())[0]!.first_opened_at).not.toBeNull();
  });

  it('records each event once, recomputes the score from the answers, and refuses a second completion', async () => {
    const family = games.seatFamily();
    const gameId = await games.activity(family);
    const play = player((await games.link(family, gameId)).token);
    expect(await play.event({ eventId: randomUUID(), type: 'START', payload: { timestamp: Date.now() } })).toEqual({
      ok: true,
      duplicate: false,
    });
    await expectEventually(async () =>
      expect((await games.as(family.owner)('games.get', { gameId })).gameInstance.status).toBe('ACTIVE'),
    );
    const answers = ['Emma', 'Noah', 'Leo', 'Zoe', 'Ivy']; // 3 of 5 right
    const ids = answers.map(() => randomUUID());
    for (const [step, answer] of answers.entries())
      expect(
        await play.event({ eventId: ids[step], type: 'STEP', payload: { step, answer, timestamp: Date.now() } }),
      ).toEqual({ ok: true, duplicate: false });
    // A retry after a lost response: same id, appended once.
    expect(await play.event({ eventId: ids[1], type: 'STEP', payload: { step: 1, answer: 'Mia' } })).toEqual({
      ok: true,
      duplicate: true,
    });
    const completeId = randomUUID();
    // The page claims 100%; the server believes the answers.
    expect(await play.complete({ ...claimed, eventId: completeId, computedScores: { accuracy: 1 } })).toMatchObject({
      ok: true,
      accuracy: 0.6,
    });
    expect(await play.complete({ ...claimed, eventId: completeId })).toMatchObject({ ok: true, duplicate: true });
    expect(await refusalOf(play.complete({ ...claimed, eventId: randomUUID() }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This activity is already complete.',
    });
    expect(
      await refusalOf(play.event({ eventId: randomUUID(), type: 'STEP', payload: { step: 0, answer: 'Emma' } })),
    ).toMatchObject({ code: 'CONFLICT' });
    await expectEventually(async () => {
      const detail = await resultOf(family, gameId);
      expect(detail.gameInstance.status).toBe('CLOSED');
      expect(detail.result?.computedScoresJSON.accuracy).toBe(0.6);
      expect(detail.result?.summaryJSON.correctAnswers).toBe(3);
    });
    expect(
      await games.rows(
        'SELECT type, count(*) n FROM game_events WHERE game_instance_id = $1 GROUP BY type ORDER BY type',
        [gameId],
      ),
    ).toEqual([
      { type: 'COMPLETE', n: '1' },
      { type: 'START', n: '1' },
      { type: 'STEP', n: '5' },
    ]);
    const { results } = await games.as(family.helper)('games.results.bySenior', { seniorId: family.lovedOne.id });
    expect(results.find((r) => r.gameInstanceId === gameId)?.computedScoresJSON.accuracy).toBe(0.6);
    // The activity's export: each answer, right or not.
    const exported = await games.as(family.owner)('games.export', { gameId });
    expect(exported).toMatchObject({ accuracy: 0.6 });
    expect(exported.rows[1]).toMatchObject({ step: 2, prompt: 'And this?', answer: 'Noah', correct: false });
  });

  it('never sends the answer key to the play page, for any template', async () => {
    const family = games.seatFamily();
    const recipe = {
      id: 'tea',
      recipeName: 'Tea',
      description: 'Make tea',
      recipeSteps: ['Boil the water', 'Add the tea bag', 'Pour the water'],
      correctOrder: [0, 1, 2],
    };
    const authored = {
      'grandkid-match': PHOTO_MATCH_STEPS,
      'places-flashcards': [{ id: 'p', name: 'The pier', description: 'Sunday walks' }],
      'recipe-sequencing': [recipe],
      'shopping-bingo': [
        { id: 's', title: 'Shop', instructions: 'Find them', targetItems: ['Milk'], availableItems: ['Milk', 'Tea'] },
      ],
    };
    for (const [templateId, authoredSteps] of Object.entries(authored)) {
      // Authored steps, and the template's samples (an activity with none).
      for (const steps of [authoredSteps, []]) {
        const gameId = await games.activity(family, { templateId, configJSON: { title: 'Keys', steps } });
        const { token } = await games.link(family, gameId);
        expect(JSON.stringify(await player(token).open())).not.toMatch(/correctAnswer|correctOrder/);
        const preview = await games.as(family.helper)('games.preview', { gameId });
        expect(JSON.stringify(preview)).not.toMatch(/correctAnswer|correctOrder/);
      }
    }
    // A recipe is shown shuffled; its answer is positions in the shown list, scored on the server.
    const gameId = await games.activity(family, {
      templateId: 'recipe-sequencing',
      configJSON: { title: 'Tea', steps: [recipe] },
    });
    const play = player((await games.link(family, gameId)).token);
    const shown = ((await play.open()).gameInstance.configJSON.steps![0] as { recipeSteps: string[] }).recipeSteps;
    expect(shown).not.toEqual(recipe.recipeSteps);
    const inOrder = recipe.recipeSteps.map((text) => shown.indexOf(text));
    await play.event({ eventId: randomUUID(), type: 'STEP', payload: { step: 0, answer: inOrder } });
    expect((await play.complete({ ...claimed, eventId: randomUUID() })).accuracy).toBe(1);
  });

  it('tells a second device what is already answered, and that the activity is finished', async () => {
    const family = games.seatFamily();
    const { token } = await games.link(family, await games.activity(family));
    // Each read is another device opening the same link.
    const progress = async () => (await player(token).open()).progress;
    await player(token).event({ eventId: randomUUID(), type: 'START', payload: { timestamp: Date.now() } });
    expect(await progress()).toEqual({ answeredSteps: [], completed: false });
    for (const step of [0, 1])
      await player(token).event({ eventId: randomUUID(), type: 'STEP', payload: { step, answer: 'Emma' } });
    expect(await progress()).toEqual({ answeredSteps: [0, 1], completed: false });
    // The page's completion carries only the raw answers: no client summary or score.
    expect(
      await player(token).complete({
        eventId: randomUUID(),
        rawData: [{ step: 2, answer: 'Leo', timestamp: Date.now() }],
      }),
    ).toMatchObject({ ok: true });
    expect(await progress()).toEqual({ answeredSteps: [0, 1, 2], completed: true });
  });

  it("times the play by the device's own moments, not by when the calls arrived", async () => {
    const family = games.seatFamily();
    const gameId = await games.activity(family);
    const play = player((await games.link(family, gameId)).token);
    // The device played for 3 s, long ago (its calls waited in its outbox): the server hears it all now.
    const t0 = Date.now() - 60_000;
    await play.event({ eventId: randomUUID(), type: 'START', payload: { timestamp: t0 } });
    await play.event({
      eventId: randomUUID(),
      type: 'STEP',
      payload: { step: 0, answer: 'Emma', timestamp: t0 + 1000 },
    });
    const rawData = [
      { step: 0, answer: 'Emma', timestamp: t0 + 1000 },
      // Never reached the server before the completion: its own moment still counts.
      { step: 1, answer: 'Mia', timestamp: t0 + 3000 },
    ];
    expect(await play.complete({ ...claimed, eventId: randomUUID(), rawData })).toMatchObject({ ok: true });
    expect((await resultOf(family, gameId)).result?.summaryJSON.totalTime).toBe(3000);
  });

  it('keeps answers the page still held when the connection dropped', async () => {
    const family = games.seatFamily();
    const play = player((await games.link(family, await games.activity(family))).token);
    await play.event({ eventId: randomUUID(), type: 'START', payload: {} });
    await play.event({ eventId: randomUUID(), type: 'STEP', payload: { step: 0, answer: 'Emma' } });
    const rawData = [
      { step: 0, answer: 'Liam', timestamp: 1 }, // already recorded as Emma: the recorded one stands
      { step: 1, answer: 'Mia', timestamp: 2 },
      { step: 2, answer: 'Leo', timestamp: 3 },
    ];
    expect((await play.complete({ ...claimed, eventId: randomUUID(), rawData })).accuracy).toBeCloseTo(0.6);
  });

  it('shows a photo to its team and to a play link whose activity uses it, to nobody else', async () => {
    const family = games.seatFamily();
    const photo = await games.as(family.owner)('games.photos.upload', {
      jpegBase64: TINY_JPEG.toString('base64'),
      width: 1200,
      height: 800,
    });
    expect(await games.rows('SELECT width, height FROM photos WHERE id = $1', [photo.photoId])).toEqual([
      { width: 1200, height: 800 },
    ]);
    const withPhoto = await games.activity(family, {
      configJSON: { title: 'With photo', steps: [{ ...PHOTO_MATCH_STEPS[0], photo: photo.ref }, PHOTO_MATCH_STEPS[1]] },
    });
    const read = (token?: string) => games.as(null)('games.photos.read', { photoId: photo.photoId, token });
    const { token } = await games.link(family, withPhoto);
    expect(Buffer.from((await read(token)).jpegBase64, 'base64')).toEqual(TINY_JPEG);
    const other = await games.link(family, await games.activity(family));
    expect(await refusalOf(read(other.token))).toMatchObject({ code: 'NOT_FOUND' });
    const asMember = (who: Member) => games.as(who)('games.photos.read', { photoId: photo.photoId });
    expect((await asMember(family.helper)).jpegBase64).toBe(TINY_JPEG.toString('base64'));
    expect(await refusalOf(asMember(family.outsider))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
