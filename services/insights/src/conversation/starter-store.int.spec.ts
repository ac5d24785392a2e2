import { randomUUID } from 'node:crypto';
import type { ActivityStarters, ConversationStarter } from '@carewith/contracts';
import { expectEventually, OpenAiFake, type TestDataSource } from '@carewith/platform/testing';
import { insightsTestDataSource } from '../testing/insights-database';
import { aFamily, aPlacesActivity, InsightsDeployment, startInsights } from '../testing/insights-deployment';
import { WeeklyLetterStore } from '../weekly-letter/weekly-letter-store';
import { StarterStore } from './starter-store';
import { ONLY_MARKER_OR_CO_CAREGIVER } from './starters.service';

jest.setTimeout(60_000);

// The starters' statements over real Postgres: one writer's set per activity however the writers
// race, the family's marks, what "About me" shows, and the loved one's archive and erasure (their
// letters too).
describe('StarterStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: StarterStore;
  let letters: WeeklyLetterStore;
  const TEAM = randomUUID();
  const [rose, iris] = [randomUUID(), randomUUID()];
  const [ann, bob] = [randomUUID(), randomUUID()];
  const activity = (seniorId = rose) => ({ gameId: randomUUID(), seniorId, careTeamId: TEAM });

  beforeAll(async () => {
    db = await insightsTestDataSource('insights_starter_store', 4);
    store = new StarterStore(db.ds);
    letters = new WeeklyLetterStore(db.ds);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("stores one writer's set for an activity, whichever writer comes second, in order", async () => {
    const game = activity();
    const [local, model] = await Promise.all([
      store.addOnce(game, ['Ask about the garden.', 'Ask about the sea.'], 'local'),
      store.addOnce(game, ['Model one.', 'Model two.', 'Model three.'], 'openai'),
    ]);
    expect([local.written, model.written].sort()).toEqual([false, true]);
    const kept = local.written ? local.rows : model.rows;
    expect(new Set(kept.map((r) => r.writer)).size).toBe(1);
    expect(kept.map((r) => r.position)).toEqual(kept.map((_, i) => i));
    expect(await store.ofGame(game.gameId)).toEqual(kept);
    expect((local.written ? model : local).rows).toEqual(kept);
    expect(kept[0]).toMatchObject({
      game_instance_id: game.gameId,
      senior_id: rose,
      care_team_id: TEAM,
      talked_by: null,
    });
    expect(await store.ofGame(randomUUID())).toEqual([]);
  });

  it('marks a starter as talked about, with a note, and clears the mark', async () => {
    const { rows } = await store.addOnce(activity(), ['One.', 'Two.'], 'local');
    const marked = await store.mark(rows[0]!.id, ann, 'She smiled');
    expect(marked).toMatchObject({
      id: rows[0]!.id,
      talked_by: ann,
      talked_note: 'She smiled',
      talked_at: expect.any(Date),
    });
    expect(await store.byId(rows[0]!.id)).toEqual(marked);
    const cleared = await store.unmark(rows[0]!.id);
    expect(cleared).toMatchObject({ talked_by: null, talked_at: null, talked_note: null });
    expect(await store.mark(randomUUID(), ann, null)).toBeNull();
    expect(await store.unmark(randomUUID())).toBeNull();
    expect(await store.byId(randomUUID())).toBeNull();
  });

  it("gives the loved one's starters talked about, newest mark first, and no one else's", async () => {
    const { rows } = await store.addOnce(activity(iris), ['A.', 'B.', 'C.'], 'local');
    await store.mark(rows[2]!.id, ann, null);
    await new Promise((r) => setTimeout(r, 20));
    await store.mark(rows[0]!.id, bob, 'Laughed');
    await store.addOnce(activity(), ['Not hers.'], 'local').then(({ rows: [r] }) => store.mark(r!.id, ann, null));
    expect((await store.talkedAbout(iris)).map((r) => [r.text, r.talked_by])).toEqual([
      ['A.', bob],
      ['C.', ann],
    ]);
  });

  it("exports and erases the loved one's starters, their activities' and their letters, and no one else's", async () => {
    const mine = activity(rose);
    const unlinked = { ...activity(randomUUID()) };
    const theirs = activity(iris);
    await store.addOnce(mine, ['Mine.'], 'local');
    await store.addOnce(unlinked, ['An activity of theirs kept under another id.'], 'local');
    await store.addOnce(theirs, ['Theirs.'], 'local');
    const roseLetter = (sunday: string) => ({
      id: randomUUID(),
      seniorId: rose,
      firstName: 'Rose',
      sunday,
      from: `${sunday}T00:00:00.000Z`,
      to: `${sunday}T17:00:00.000Z`,
      timeZone: 'UTC',
      played: [],
      summary: '',
      knowsWell: [],
      slipping: [],
      starters: [],
      rota: null,
      writtenAt: `${sunday}T17:00:00.000Z`,
    });
    await letters.addOnce(rose, '2026-11-15', TEAM, roseLetter('2026-11-15'));
    await letters.addOnce(rose, '2026-11-08', TEAM, roseLetter('2026-11-08'));
    const exported = await store.exportBySenior(rose, [unlinked.gameId]);
    expect(exported.starters.map((s) => s.game_instance_id)).toContain(unlinked.gameId);
    expect(exported.starters.every((s) => s.senior_id === rose || s.game_instance_id === unlinked.gameId)).toBe(true);
    expect(exported.letters.map((l) => l.sunday)).toEqual(['2026-11-08', '2026-11-15']);
    const before = exported.starters.length + exported.letters.length;
    expect(await store.erase(rose, [unlinked.gameId])).toBe(before);
    expect(await store.exportBySenior(rose, [unlinked.gameId])).toEqual({ starters: [], letters: [] });
    expect(await store.ofGame(theirs.gameId)).toHaveLength(1);
    expect(await store.erase(rose, [])).toBe(0);
  });
});

// Places the family wrote: one description asks "do you remember", which a starter never does. The
// kitchen and the allotment came at once, the pier needed "I'm not sure": a conversation opens on what
// the loved one knows.
const PLACES = [
  { id: 'kitchen', name: 'Elm Street kitchen', description: 'Where Mum baked bread on Sundays.' },
  { id: 'pier', name: 'The old pier', description: 'Do you remember the pier? We went every summer.' },
  { id: 'allotment', name: 'The allotment', description: 'Runner beans and a shed full of tools.' },
];
const FIRST_TRY = [true, false, true];
const EXPECTED = [
  'I was thinking about Elm Street kitchen today. Where Mum baked bread on Sundays.',
  'I can just picture the allotment. Runner beans and a shed full of tools.',
  'The old pier has been on my mind today.',
];

// The rules every starter keeps, checked on what insights answers.
function expectStatements(starters: ConversationStarter[]) {
  expect(starters.length).toBeGreaterThanOrEqual(2);
  expect(starters.length).toBeLessThanOrEqual(3);
  for (const s of starters) {
    expect(s.text).not.toMatch(/remember/i);
    expect(s.text).not.toContain('?');
    expect(s.text).not.toMatch(/diagnos|dementia|memory|score|wrong/i);
  }
}

// The starters of Rose's activities through insights' bus handlers and its `ai` queue (a deployment of
// its own: the real module, bus, PostgreSQL and BullMQ), with care and games answered by stand-ins; the
// routes, their field messages and the screens are conversation-starters.e2e.spec.ts's.
function useRose(model?: () => OpenAiFake) {
  const rose = aFamily('Rose');
  const ctx = {} as { insights: InsightsDeployment };
  beforeAll(async () => {
    ctx.insights = await startInsights(model ? 'insights_starters_model' : 'insights_starters', {
      model: model?.(),
    });
    ctx.insights.add(rose.family);
  });
  afterAll(async () => {
    await ctx.insights?.stop();
  });
  const count = async (gameId: string) =>
    Number(
      (
        await ctx.insights.rows<{ n: string }>(
          'SELECT count(*) AS n FROM conversation_starters WHERE game_instance_id = $1',
          [gameId],
        )
      )[0]!.n,
    );
  // A places activity completed: its starters job run (as care queues it) until `expected` are written.
  const played = async (title: string, places = PLACES, firstTry = FIRST_TRY, expected = 3) => {
    const activity = aPlacesActivity(rose.family, title, places, firstTry, rose.family.lovedOne.language);
    ctx.insights.addActivity(activity);
    await ctx.insights.writeStarters(activity.gameInstanceId);
    await expectEventually(async () => expect(await count(activity.gameInstanceId)).toBe(expected), {
      timeoutMs: 20_000,
    });
    return activity.gameInstanceId;
  };
  const startersOf = (gameId: string, member = rose.nora): Promise<ActivityStarters> =>
    ctx.insights.as(member)('insights.starters.byGame', { gameId });
  return { rose, ctx, count, played, startersOf };
}

describe('conversation starters through insights (local writer)', () => {
  const { rose, ctx, count, played, startersOf } = useRose();
  let starters: ConversationStarter[];

  it('are written once after a completed activity: statements about the places, never a quiz or "remember"', async () => {
    const draft = { ...aPlacesActivity(rose.family, 'Not played yet', PLACES, []), completedAt: null };
    ctx.insights.addActivity(draft);
    expect(await startersOf(draft.gameInstanceId)).toMatchObject({ completedAt: null, starters: [] });
    expect(await count(draft.gameInstanceId)).toBe(0);

    const gameId = await played('Our places');
    // The job queued again (the play page retrying its completion) writes nothing more.
    await ctx.insights.writeStarters(gameId);
    const res = await startersOf(gameId, rose.hal);
    expect(res).toMatchObject({ gameInstanceId: gameId, title: 'Our places', completedAt: expect.any(String) });
    starters = res.starters;
    expect(starters.map((s) => s.text)).toEqual(EXPECTED);
    expect(starters.map((s) => [s.position, s.writer, s.talked, s.canChangeMark])).toEqual([
      [0, 'local', null, true],
      [1, 'local', null, true],
      [2, 'local', null, true],
    ]);
    expectStatements(starters);
    expect((await startersOf(gameId)).starters.map((s) => s.id)).toEqual(starters.map((s) => s.id));
    expect(await count(gameId)).toBe(3);
  });

  it("the loved one's profile lists the latest activities' starters", async () => {
    const seniorId = rose.family.lovedOne.id;
    const { activities } = await ctx.insights.as(rose.sam)('insights.starters.bySenior', { seniorId });
    expect(activities.map((a) => [a.gameInstanceId, a.title])).toEqual([[starters[0]!.gameInstanceId, 'Our places']]);
    expect(activities[0]!.starters.map((s) => s.text)).toEqual(EXPECTED);
    await expect(ctx.insights.as(rose.otto)('insights.starters.bySenior', { seniorId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('any member marks "we talked about it"; only they or a Co-Caregiver change or undo the mark', async () => {
    const { hal, sam, cora, nora, otto } = rose;
    const [first, second] = starters as [ConversationStarter, ConversationStarter];
    const as = ctx.insights.as;
    const note = 'She told us about the bakery on the corner.';
    const marked = await as(hal)('insights.starters.talked', { starterId: first.id, note: `  ${note} ` });
    expect(marked.talked).toEqual({ byUserId: hal.id, byName: 'Hal', at: expect.any(String), note });

    // Another Family Helper may not change or undo Hal's mark; a Co-Caregiver may.
    const forbidden = { code: 'FORBIDDEN', message: ONLY_MARKER_OR_CO_CAREGIVER };
    await expect(as(sam)('insights.starters.talked', { starterId: first.id, note: 'Mine now' })).rejects.toMatchObject(
      forbidden,
    );
    await expect(as(sam)('insights.starters.untalked', { starterId: first.id })).rejects.toMatchObject(forbidden);
    const gameId = first.gameInstanceId;
    expect((await startersOf(gameId, sam)).starters[0]).toMatchObject({
      talked: { byName: 'Hal', note },
      canChangeMark: false,
    });
    expect((await startersOf(gameId, nora)).starters[0]!.canChangeMark).toBe(true);

    const byCora = await as(cora)('insights.starters.talked', { starterId: first.id, note: null });
    expect(byCora.talked).toMatchObject({ byUserId: cora.id, byName: 'Cora', note: null });
    await expect(as(hal)('insights.starters.untalked', { starterId: first.id })).rejects.toMatchObject(forbidden);
    expect((await as(cora)('insights.starters.untalked', { starterId: first.id })).talked).toBeNull();

    // A Family Helper marks a starter nobody marked, and undoes their own.
    expect(
      (await as(sam)('insights.starters.talked', { starterId: second.id, note: 'Runner beans!' })).talked?.byName,
    ).toBe('Sam');
    expect((await as(sam)('insights.starters.untalked', { starterId: second.id })).talked).toBeNull();

    // Outsiders and unknown starters learn nothing.
    const notFound = { code: 'NOT_FOUND' };
    await expect(as(otto)('insights.starters.talked', { starterId: first.id, note })).rejects.toMatchObject(notFound);
    await expect(as(hal)('insights.starters.talked', { starterId: randomUUID(), note })).rejects.toMatchObject(
      notFound,
    );
  });

  it('go into the archive with their notes, and are erased with the loved one', async () => {
    const { nora, hal } = rose;
    const [first] = starters as [ConversationStarter];
    const gameId = first.gameInstanceId;
    const note = 'She told us about the bakery on the corner.';
    await ctx.insights.as(hal)('insights.starters.talked', { starterId: first.id, note });
    const archive = { seniorId: rose.family.lovedOne.id, gameIds: [gameId] };
    const exported = await ctx.insights.as(nora)('insights.conversation.bySenior', archive);
    expect(exported.starters.filter((s) => s.gameInstanceId === gameId).map((s) => s.text)).toEqual(EXPECTED);
    expect(exported.starters.find((s) => s.talkedNote)).toMatchObject({ talkedBy: hal.id, talkedNote: note });
    // The archive is the owners' (care asks insights on their behalf).
    await expect(ctx.insights.as(hal)('insights.conversation.bySenior', archive)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    expect(await ctx.insights.as(nora)('insights.conversation.erase', archive)).toMatchObject({ rows: 3 });
    expect(await count(gameId)).toBe(0);
    expect(
      await ctx.insights.rows('SELECT 1 FROM conversation_starters WHERE senior_id = $1', [rose.family.lovedOne.id]),
    ).toEqual([]);
    await expect(ctx.insights.as(hal)('insights.starters.talked', { starterId: first.id, note })).rejects.toMatchObject(
      { code: 'NOT_FOUND' },
    );
  });
});

describe('conversation starters through insights with an OpenAI-compatible model', () => {
  let fake: OpenAiFake;
  beforeAll(async () => {
    fake = await new OpenAiFake().start();
  });
  const { rose, played, startersOf } = useRose(() => fake);
  // After the deployment has stopped (afterAll hooks run in the order given).
  afterAll(async () => {
    await fake?.stop();
  });

  it("takes the model's statements when they keep the rules, from a prompt that states them", async () => {
    fake.mode = 'ok';
    fake.reply = JSON.stringify([
      'That kitchen on Elm Street must have smelled of fresh bread.',
      'The allotment with its runner beans sounds like a lovely place to spend a morning.',
    ]);
    const gameId = await played('Model places', PLACES, FIRST_TRY, 2);
    expect((await startersOf(gameId)).starters.map((s) => [s.text, s.writer])).toEqual([
      ['That kitchen on Elm Street must have smelled of fresh bread.', 'openai'],
      ['The allotment with its runner beans sounds like a lovely place to spend a morning.', 'openai'],
    ]);
    const request = fake.requests.at(-1)!;
    expect(request.body.model).toBe('care-model');
    const [system_, user] = request.body.messages.map((m) => m.content);
    expect(system_).toMatch(/Never ask a question of any kind, never quiz, never ask them to remember/);
    expect(user).toContain('"name":"Elm Street kitchen"');
    // Only the family's words go to the model: never the loved one's answers.
    expect(user).not.toMatch(/unsure|"know"/);
  });

  it.each([
    ['a quiz question', JSON.stringify(['Who baked the bread in that kitchen?', 'The allotment was lovely.'])],
    ['"do you remember"', JSON.stringify(['Do you remember the allotment.', 'The allotment was lovely.'])],
    ['a diagnosis word', JSON.stringify(['Playing helps with dementia.', 'The allotment was lovely.'])],
    ['prose instead of a list', 'Here are two ideas: the kitchen and the allotment.'],
  ])(
    "rejects the model's answer with %s, and the local writer's starters are written instead",
    async (_case, reply) => {
      fake.mode = 'ok';
      fake.reply = reply;
      const asked = fake.requests.length;
      const gameId = await played(`Rejected ${randomUUID().slice(0, 4)}`);
      expect(fake.requests.length).toBe(asked + 1);
      const { starters } = await startersOf(gameId);
      expect(starters.map((s) => s.text)).toEqual(EXPECTED);
      expect(starters.every((s) => s.writer === 'local')).toBe(true);
    },
  );

  // Decision 258: starters are said to the loved one, so the model is asked for her language, and its
  // Spanish statements are held to the same rules and kept.
  it("asks the model for the loved one's language, and keeps its Spanish statements", async () => {
    rose.family.lovedOne.language = 'es';
    try {
      fake.mode = 'ok';
      fake.reply = JSON.stringify([
        'La cocina de la calle Elm debía de oler a pan recién hecho.',
        'El huerto con sus judías suena a un buen lugar para pasar la mañana.',
      ]);
      const lugares = [
        { id: 'kitchen', name: 'La cocina de la calle Elm', description: 'Donde mamá hacía pan los domingos.' },
        { id: 'allotment', name: 'El huerto', description: 'Judías y un cobertizo lleno de herramientas.' },
      ];
      const gameId = await played('Lugares de Rose', lugares, [true, true], 2);
      expect((await startersOf(gameId)).starters.map((s) => [s.text, s.writer])).toEqual([
        ['La cocina de la calle Elm debía de oler a pan recién hecho.', 'openai'],
        ['El huerto con sus judías suena a un buen lugar para pasar la mañana.', 'openai'],
      ]);
      const user = fake.requests.at(-1)!.body.messages[1]!.content;
      expect(user).toMatch(/^Write every starter in Spanish, the language the relative speaks\./);
    } finally {
      rose.family.lovedOne.language = 'en';
    }
  });

  it('falls back to the local writer when the model is down', async () => {
    fake.mode = 'error';
    const asked = fake.requests.length;
    const gameId = await played('Model down');
    expect(fake.requests.length).toBe(asked + 1);
    expect((await startersOf(gameId)).starters.map((s) => s.writer)).toEqual(['local', 'local', 'local']);
  });
});
