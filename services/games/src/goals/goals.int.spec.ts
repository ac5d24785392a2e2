import { randomUUID } from 'node:crypto';
import {
  DomainError,
  Fact,
  GameConfig,
  gameStreamId,
  goalStreamId,
  parseOrThrow,
  createGoalRequestSchema,
  QuestionStep,
  TeamRole,
} from '@carewith/contracts';
import { BusClient, systemClock } from '@carewith/platform';
import { gamesTestDatabase } from '../testing/games-database';
import { seedActivities } from '../testing/games-seed';
import { GoalPractice, goalStepId } from './goal-practice';
import { GoalStore } from './goal-store';
import { GoalStreams } from './goal-streams';
import { GoalsService } from './goals.service';
import { DAY_MS } from './goal.decider';

jest.setTimeout(120_000);

const TEAM = randomUUID();
const SENIOR = randomUUID();
const OWNER = randomUUID();
const HELPER = randomUUID();

// Goals over the real PostgreSQL event store and read model: who may do what, a refused request that
// writes nothing, practice folded into the read model, the dashboard's ratings due, and a rebuild of
// the read model from the streams giving the same rows. Care and identity answer as their contracts
// say (other processes; the browser tests run them for real).
describe('GoalsService (real Postgres event store)', () => {
  let db: Awaited<ReturnType<typeof gamesTestDatabase>>;
  let goals: GoalsService;
  let streams: GoalStreams;
  const roles: Record<string, TeamRole> = { [OWNER]: 'OWNER', [HELPER]: 'SIBLING' };
  let actor = OWNER as string;
  const bus = {
    request: async (subject: string, data: { seniorId?: string; userIds?: string[] }) => {
      switch (subject) {
        case 'care.seniors.authorize':
          if (!roles[actor] || data.seniorId !== SENIOR)
            throw new DomainError('NOT_FOUND', "This loved one's profile could not be found.");
          return { seniorId: SENIOR, careTeamId: TEAM, role: roles[actor] };
        case 'care.seniors.accessible':
          return roles[actor] ? [{ seniorId: SENIOR, careTeamId: TEAM, role: roles[actor] }] : [];
        case 'identity.users.getMany':
          return data.userIds!.map((id) => ({ id, firstName: id === OWNER ? 'Maria' : 'Tom' }));
        default:
          throw new Error(`unexpected ${subject}`);
      }
    },
  } as unknown as BusClient;
  const as = (who: string) => {
    actor = who;
    return who;
  };
  const aGoal = (over: object = {}) =>
    parseOrThrow(createGoalRequestSchema, { question: 'Who is your new helper?', answer: 'Ana', rating: 3, ...over });
  const count = async (table: string) =>
    Number((await db.ds.query<{ n: string }[]>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      return error instanceof DomainError ? { code: error.code, details: error.details } : error;
    }
    throw new Error('expected a refusal');
  };

  beforeAll(async () => {
    db = await gamesTestDatabase('games_goals');
    streams = new GoalStreams(new GoalStore(db.ds), db.events);
    goals = new GoalsService(streams, new GoalStore(db.ds), bus, systemClock);
  });
  afterAll(async () => {
    await db.close();
  });

  it('given a Co-Caregiver, when they set a goal, then it is stored as a stream and read back, due at once with the answer shown first', async () => {
    const goal = await goals.create(
      as(OWNER),
      SENIOR,
      aGoal({ otherChoices: ['Lucia', 'ana'], chosenByLovedOne: true }),
    );
    expect(goal).toMatchObject({
      question: 'Who is your new helper?',
      answer: 'Ana',
      otherChoices: ['Lucia'],
      chosenByLovedOne: true,
      stage: 'learning',
      nextCue: 3,
      ratings: [{ rating: 3, byName: 'Maria' }],
      createdByName: 'Maria',
    });
    expect((await db.events.readStream(goalStreamId(goal.id))).map((e) => e.type)).toEqual(['GoalSet']);
    const listed = await goals.bySenior(SENIOR);
    expect(listed).toEqual({ goals: [goal], canManage: true, asOf: expect.any(String) });
  });

  it('given a Family Helper, then they read goals and may not set, rate or stop one; nothing is written', async () => {
    const [goal] = (await goals.bySenior(SENIOR)).goals;
    as(HELPER);
    expect((await goals.bySenior(SENIOR)).canManage).toBe(false);
    const [streamsBefore, rowsBefore] = [await count('goal_streams'), await count('goals')];
    expect(await refusal(goals.create(HELPER, SENIOR, aGoal()))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(goals.rate(HELPER, SENIOR, goal!.id, 5))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(goals.stop(HELPER, SENIOR, goal!.id))).toMatchObject({ code: 'FORBIDDEN' });
    expect([await count('goal_streams'), await count('goals')]).toEqual([streamsBefore, rowsBefore]);
    expect((await db.events.readStream(goalStreamId(goal!.id))).length).toBe(1);
  });

  it('given a photo not of the box or a voice not of the team, then the goal is refused on that field', async () => {
    as(OWNER);
    expect(await refusal(goals.create(OWNER, SENIOR, aGoal({ photo: `photo:${randomUUID()}` })))).toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'photo' }],
    });
    expect(await refusal(goals.create(OWNER, SENIOR, aGoal({ voice: `voice:${randomUUID()}` })))).toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'voice' }],
    });
    const [goal] = (await goals.bySenior(SENIOR)).goals;
    expect(await refusal(goals.rate(OWNER, SENIOR, randomUUID(), 5))).toMatchObject({ code: 'NOT_FOUND' });
    expect(goal!.id).toBeDefined();
  });

  it('given a Family Helper with a recorded clip of the team, then they give the goal their voice', async () => {
    const clipId = randomUUID();
    await db.ds.query(
      `INSERT INTO voice_clips (id, care_team_id, mp3, duration_ms, created_by) VALUES ($1, $2, $3, 1000, $4)`,
      [clipId, TEAM, Buffer.from('mp3'), HELPER],
    );
    const [goal] = (await goals.bySenior(SENIOR)).goals;
    expect((await goals.recordVoice(as(HELPER), SENIOR, goal!.id, `voice:${clipId}`)).voice).toBe(`voice:${clipId}`);
  });

  it('given practice and ratings, when the read model is rebuilt from the streams, then its rows are the same', async () => {
    const [goal] = (await goals.bySenior(SENIOR)).goals;
    const now = Date.now();
    for (const [i, startCue] of [3, 2, 1, 0].entries())
      await streams.execute(goal!.id, randomUUID(), {
        type: 'RecordPractice',
        gameId: randomUUID(),
        stepId: `goal-${goal!.id}`,
        startCue,
        cueLevel: startCue,
        firstTryRight: true,
        answered: true,
        at: now + i * DAY_MS,
      });
    await goals.rate(as(OWNER), SENIOR, goal!.id, 7);
    const second = await goals.create(
      OWNER,
      SENIOR,
      aGoal({ question: 'Where do your glasses live?', answer: 'On the hall table' }),
    );
    await goals.stop(OWNER, SENIOR, second.id);
    const before = await db.ds.query('SELECT * FROM goals ORDER BY goal_id');
    const view = await goals.bySenior(SENIOR);
    expect(view.goals.find((g) => g.id === goal!.id)).toMatchObject({
      stage: 'spacing',
      unaidedInARow: 1,
      practice: [{ outcome: 'shown' }, { outcome: 'helped' }, { outcome: 'helped' }, { outcome: 'unaided' }],
      ratings: [{ rating: 3 }, { rating: 7 }],
    });
    expect(view.goals.at(-1)).toMatchObject({ id: second.id, stage: 'stopped' });

    await db.ds.query('DELETE FROM goals');
    expect(await streams.rebuild()).toBe(2);
    expect(await db.ds.query('SELECT * FROM goals ORDER BY goal_id')).toEqual(before);
  });

  it('given a rating due two weeks on, then the dashboard lists it for a Co-Caregiver only', async () => {
    as(OWNER);
    const later = new Date(Date.now() + 15 * DAY_MS);
    expect(await goals.ratingsDue(new Date())).toEqual([]);
    const due = await goals.ratingsDue(later);
    expect(due.map((d) => d.question)).toEqual(['Who is your new helper?']);
    as(HELPER);
    expect(await goals.ratingsDue(later)).toEqual([]);
  });

  it('given the archive, then it holds every goal with its ratings and practice, stopped ones too', async () => {
    as(OWNER);
    const { goals: archived } = await goals.export(SENIOR);
    expect(archived.map((g) => [g.question, g.stage])).toEqual([
      ['Who is your new helper?', 'spacing'],
      ['Where do your glasses live?', 'stopped'],
    ]);
    expect(archived[0]!.ratings.map((r) => r.rating)).toEqual([3, 7]);
  });

  it('given a goal due, when a gentle photo match is texted, then its step joins the activity errorless; its answers, once the completion is a fact, move the goal on', async () => {
    as(OWNER);
    const goal = await goals.create(
      OWNER,
      SENIOR,
      aGoal({ question: 'Which button answers the phone?', answer: 'The green one' }),
    );
    const practice = new GoalPractice(new GoalStore(db.ds), streams, db.events, systemClock);
    const own: QuestionStep = { id: 's1', question: 'Who is this?', options: ['Emma', 'Liam'], correctAnswer: 'Emma' };
    const [gameId] = await seedActivities(db.ds, {
      seniorId: SENIOR,
      careTeamId: TEAM,
      count: 1,
      status: 'SENT',
      config: { title: 'Faces', gentle: true, steps: [own] },
    });
    expect(await practice.weave(gameId!, 'es')).toBe(1);
    // Texted again (a retried send): the goal is there once.
    expect(await practice.weave(gameId!, 'es')).toBe(1);
    const [{ config_json: config }] = await db.ds.query<{ config_json: GameConfig }[]>(
      'SELECT config_json FROM game_instances WHERE id = $1',
      [gameId],
    );
    const step = (config.steps as QuestionStep[]).find((s) => s.goal === `goal:${goal.id}`)!;
    expect(step).toMatchObject({
      id: goalStepId(goal.id),
      question: 'Which button answers the phone?',
      correctAnswer: 'The green one',
      startCue: 3,
    });
    // No other choice given: one made up in the loved one's language.
    expect(step.options).toEqual(expect.arrayContaining(['The green one', 'Otra cosa']));
    // An activity of another kind, or not gentle, takes no goal.
    const [plain] = await seedActivities(db.ds, {
      seniorId: SENIOR,
      careTeamId: TEAM,
      count: 1,
      status: 'SENT',
      config: { title: 'Not gentle', steps: [own] },
    });
    expect(await practice.weave(plain!)).toBe(0);

    // Played: the goal's step confirmed with the answer shown (its index is 1, after the family's step).
    await db.events.append(gameStreamId(gameId!), [
      {
        id: randomUUID(),
        type: 'STEP',
        data: {
          v: 2,
          gameInstanceId: gameId,
          step: 1,
          answer: 'The green one',
          attempts: [],
          cueLevel: 3,
          firstTry: false,
          latencyMs: 900,
          at: Date.now(),
        },
      },
    ]);
    const completed = {
      id: randomUUID(),
      subject: 'games.activity-completed',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: {
        gameInstanceId: gameId!,
        seniorId: SENIOR,
        templateId: 'grandkid-match',
        title: 'Faces',
        correctAnswers: 2,
        totalSteps: 2,
        accuracy: 1,
        firstTryRate: 0.5,
        totalTimeMs: 5000,
        startedAt: null,
        completedAt: Date.now(),
      },
    } as Fact<'games.activity-completed'>;
    await practice.onActivityCompleted(completed);
    await practice.onActivityCompleted(completed);
    const after = (await goals.bySenior(SENIOR)).goals.find((g) => g.id === goal.id)!;
    expect(after).toMatchObject({ stage: 'learning', nextCue: 2, practice: [{ outcome: 'shown' }] });
    expect(new Date(after.dueAt!).getTime()).toBeGreaterThan(Date.now() + DAY_MS / 2);
    expect((await db.events.readStream(goalStreamId(goal.id))).map((e) => e.type)).toEqual([
      'GoalSet',
      'GoalPractised',
    ]);
  });
});
