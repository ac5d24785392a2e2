import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import {
  BusPattern,
  BusReplyData,
  BusRequestData,
  ConversationActivity,
  DomainError,
  FactData,
  FactSubject,
  GameDetail,
  LetterWeekFacts,
  letterWeekAt,
  QUEUE_NAMES,
  ReflectionJob,
  SeniorLanguage,
  SendEmailJob,
  SeniorResult,
  TeamRole,
  TemplateSlug,
  startersJobId,
  WRITE_REFLECTION_JOB,
  WRITE_STARTERS_JOB,
} from '@carewith/contracts';
import { BullMqJobQueue, BusClient, factEnvelope, JetStreamFactTransport } from '@carewith/platform';
import {
  OpenAiFake,
  Responders,
  ResponderTable,
  testDeployment,
  TestDeployment,
  testNatsUrl,
  testRedisUrl,
} from '@carewith/platform/testing';
import { InsightsModule } from '../insights.module';

// Insights as it runs in production, for its integration tests: its real root module against a fresh
// database, serving its bus handlers on the real NATS and working its `ai` queue on the real BullMQ,
// asked the way the gateway asks it (BusClient requests, with the signed-in member as the actor). Its
// writer is the local one, or the model of an OpenAiFake (a local server speaking OpenAI's API). What
// insights asks of care and games is answered by stand-ins of contract shape on the same bus, from
// the families and the activities the test gives them; the e-mails it queues are taken off the real
// BullMQ queue, as messaging takes them.

export type Member = { id: string; firstName: string; email: string };
export type Family = {
  careTeamId: string;
  lovedOne: { id: string; firstName: string; language: SeniorLanguage; timeZone: string };
  // The team's members and their roles, in the order they joined; anyone else is an outsider.
  members: (Member & { role: TeamRole })[];
  // The members who turned the weekly letter's e-mail off.
  letterOff: string[];
};

const aMember = (firstName: string): Member => ({
  id: randomUUID(),
  firstName,
  email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`,
});

// A care team around one loved one: Nora, its Primary Caregiver; Cora, a Co-Caregiver; Hal and Sam,
// Family Helpers; and Otto, who is in none of it.
export function aFamily(lovedOne = 'Rose') {
  const [nora, cora, hal, sam, otto] = ['Nora', 'Cora', 'Hal', 'Sam', 'Otto'].map(aMember) as [
    Member,
    Member,
    Member,
    Member,
    Member,
  ];
  const family: Family = {
    careTeamId: randomUUID(),
    lovedOne: { id: randomUUID(), firstName: lovedOne, language: 'en', timeZone: 'UTC' },
    members: [
      { ...nora, role: 'OWNER' },
      { ...cora, role: 'OWNER' },
      { ...hal, role: 'SIBLING' },
      { ...sam, role: 'SIBLING' },
    ],
    letterOff: [],
  };
  return { family, nora, cora, hal, sam, otto };
}

// Another loved one of the same team (the same members), in a time zone of their own.
export const anotherLovedOne = (family: Family, firstName: string, timeZone = 'UTC'): Family => ({
  ...family,
  lovedOne: { id: randomUUID(), firstName, language: 'en', timeZone },
});

// One completed activity: `daysAgo` days ago, `accuracy` of `totalSteps` (4) right in `minutes` (10).
export type Played = {
  daysAgo: number;
  accuracy: number;
  minutes?: number;
  templateId?: TemplateSlug;
  title?: string;
  totalSteps?: number;
};

// Rose's five activities: this week 3 (90%, 80%, and 70% on a recipe "Tea"), 10 min each; the week
// before 2 at 50%. The first is a "Family Photo Match" played yesterday.
export const FIVE_PLAYED: Played[] = [
  { daysAgo: 1, accuracy: 0.9 },
  { daysAgo: 2, accuracy: 0.8 },
  { daysAgo: 3, accuracy: 0.7, templateId: 'recipe-sequencing', title: 'Tea' },
  { daysAgo: 9, accuracy: 0.5 },
  { daysAgo: 10, accuracy: 0.5 },
];

// A places activity as games gives it for its starters: the family's steps, and per step whether the
// answer came at once (true) or needed "I'm not sure" (false).
export function aPlacesActivity(
  family: Family,
  title: string,
  places: { id: string; name: string; description: string }[],
  firstTry: boolean[],
  language?: SeniorLanguage,
): ConversationActivity {
  return {
    gameInstanceId: randomUUID(),
    seniorId: family.lovedOne.id,
    careTeamId: family.careTeamId,
    title,
    templateId: 'places-flashcards',
    steps: places,
    firstTry,
    completedAt: new Date().toISOString(),
    ...(language ? { language } : {}),
  };
}

export type InsightsDeployment = {
  deployment: TestDeployment;
  standIns: Responders;
  // A request to insights as this member (the gateway's actor).
  as: (member: Member) => <P extends BusPattern>(pattern: P, data: BusRequestData<P>) => Promise<BusReplyData<P>>;
  // Known to care from now on (the loved one, their team and its members, whose names identity knows).
  add: (family: Family) => void;
  // Completed activities of the family's loved one, known to games from now on: their ids, in order.
  play: (family: Family, played: Played[]) => string[];
  // An activity with its steps, known to games for its starters (and as a completed activity, or one
  // not played yet when its completedAt is null).
  addActivity: (activity: ConversationActivity) => void;
  // An activity's starters job, queued on the `ai` queue as care queues it on its completion.
  writeStarters: (gameId: string) => Promise<void>;
  // What games tells of the loved one's week for their letter (none given: nothing ever played).
  letterWeek: (family: Family, facts: LetterWeekFacts) => void;
  // Another service's fact (at its occurredAt, now by default), on the deployment's JetStream stream.
  tell: <S extends FactSubject>(subject: S, data: FactData<S>, at?: Date) => Promise<void>;
  // Every e-mail insights queued, as messaging received it.
  mails: SendEmailJob[];
  // A check-in's reflection job, queued on the `ai` queue as care queues it.
  checkIn: (job: Omit<ReflectionJob, 'kind' | 'checkInId'>) => Promise<string>;
  // The reflections insights wrote back to care, by check-in.
  reflections: Map<string, string>;
  // SQL on insights' schema: to check what was written.
  rows: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  stop: () => Promise<void>;
};

const DAY_MS = 86_400_000;
const notFound = (what: string) => new DomainError('NOT_FOUND', what);

// name: the deployment's; model: the fake the writer asks (none: the local writer); answers: stand-ins
// of the test's own, over the defaults.
export async function startInsights(
  name: string,
  options: { model?: OpenAiFake; answers?: ResponderTable } = {},
): Promise<InsightsDeployment> {
  const deployment = await testDeployment(name);
  const families = new Map<string, Family>();
  const results = new Map<string, SeniorResult[]>();
  const games = new Map<string, GameDetail>();
  const activities = new Map<string, ConversationActivity>();
  const reflections = new Map<string, string>();
  const weeks = new Map<string, LetterWeekFacts>();
  const mails: SendEmailJob[] = [];
  const names = new Map<string, string>();

  // What care says of a member's access to a loved one: 404 to an outsider, 403 to a Family Helper
  // asking to manage.
  const access = (seniorId: string, actorId: string | undefined, need: 'view' | 'manage' = 'view') => {
    const family = families.get(seniorId);
    const role = family?.members.find((m) => m.id === actorId)?.role;
    if (!family || !role) throw notFound("This loved one's profile could not be found.");
    if (need === 'manage' && role !== 'OWNER') throw new DomainError('FORBIDDEN', 'Only a Co-Caregiver can do this.');
    return { family, role };
  };
  const gameFor = (gameId: string, actorId: string | undefined) => {
    const game = games.get(gameId);
    if (!game?.gameInstance.seniorId) throw notFound('Activity not found');
    const { role } = access(game.gameInstance.seniorId, actorId);
    return { ...game, myRole: role };
  };

  const standIns = await deployment.respond({
    'care.seniors.authorize': ({ seniorId, need }, meta) => {
      const { family, role } = access(seniorId, meta.actorId, need);
      return { seniorId, careTeamId: family.careTeamId, role };
    },
    'care.seniors.get': ({ seniorId }, meta) => {
      const { family, role } = access(seniorId, meta.actorId);
      return {
        id: seniorId,
        careTeamId: family.careTeamId,
        firstName: family.lovedOne.firstName,
        lastName: 'Family',
        phone: null,
        prefsJSON: { accessibility: { largeText: false, audioInstructions: false, highContrast: false } },
        timeZone: family.lovedOne.timeZone,
        quietHours: { from: '21:00', to: '08:00' },
        pausedUntil: null,
        language: family.lovedOne.language,
        createdAt: new Date(0).toISOString(),
        myRole: role,
        canErase: role === 'OWNER',
      };
    },
    'care.seniors.accessible': (_data, meta) =>
      [...families.values()].flatMap((f) =>
        f.members
          .filter((m) => m.id === meta.actorId)
          .map((m) => ({ seniorId: f.lovedOne.id, careTeamId: f.careTeamId, role: m.role })),
      ),
    'care.teams.listMine': (_data, meta) => [
      ...new Map(
        [...families.values()].flatMap((f) =>
          f.members
            .filter((m) => m.id === meta.actorId)
            .map((m) => [f.careTeamId, { id: f.careTeamId, name: `${f.lovedOne.firstName}'s team`, role: m.role }]),
        ),
      ).values(),
    ],
    // Care's rules, as its own tests check them: due at Sunday 17:00 in the loved one's zone; the
    // letter goes to every member who wants it; the Co-Caregivers take turns in the order they joined.
    'care.weeklyLetter.due': ({ at, seniorIds }) =>
      [...families.values()]
        .filter((f) => !seniorIds || seniorIds.includes(f.lovedOne.id))
        .map((f) => ({ seniorId: f.lovedOne.id, week: letterWeekAt(new Date(at), f.lovedOne.timeZone) }))
        .filter(({ week }) => week.due)
        .map(({ seniorId, week }) => ({ seniorId, sunday: week.sunday })),
    'care.weeklyLetter.audience': ({ seniorId }) => {
      const family = families.get(seniorId);
      if (!family) throw notFound("This loved one's profile could not be found.");
      return {
        firstName: family.lovedOne.firstName,
        careTeamId: family.careTeamId,
        timeZone: family.lovedOne.timeZone,
        recipients: family.members
          .filter((m) => !family.letterOff.includes(m.id))
          .map((m) => ({ userId: m.id, email: m.email, firstName: m.firstName, language: null })),
        coCaregivers: family.members
          .filter((m) => m.role === 'OWNER')
          .map((m) => ({ userId: m.id, firstName: m.firstName })),
      };
    },
    'games.letter.week': ({ seniorId }) =>
      weeks.get(seniorId) ?? { played: [], previousWeekCount: 0, knowsWell: [], slipping: [], activitiesEver: 0 },
    'care.checkIns.setReflection': ({ checkInId, reflection }) => {
      reflections.set(checkInId, reflection);
      return { updated: true };
    },
    'identity.users.getMany': ({ userIds }) =>
      userIds
        .filter((id) => names.has(id))
        .map((id) => ({
          id,
          email: `${names.get(id)!.toLowerCase()}.${id.slice(0, 8)}@example.com`,
          firstName: names.get(id)!,
          lastName: null,
          profileImageUrl: null,
          role: 'CAREGIVER' as const,
          language: null,
        })),
    // Newest first, from `since`, on one page.
    'games.results.bySenior': ({ seniorId, since, limit }) => ({
      results: (results.get(seniorId) ?? [])
        .filter((r) => !since || r.completedAt >= since)
        .sort((a, b) => b.completedAt.localeCompare(a.completedAt))
        .slice(0, limit ?? 100),
      next: null,
    }),
    'games.get': ({ gameId }, meta) => gameFor(gameId, meta.actorId),
    'games.conversation.activity': ({ gameId }) => {
      const activity = activities.get(gameId);
      if (!activity) throw notFound('Activity not found');
      return activity;
    },
    ...options.answers,
  });
  const ai = new BullMqJobQueue({ url: testRedisUrl(), prefix: deployment.prefix });
  const messaging = ai.process<SendEmailJob>(QUEUE_NAMES.email, async (job) => {
    mails.push(job.data);
  });
  await deployment.boot(InsightsModule, 'insights', options.model?.env);
  const bus: BusClient = deployment.bus(10_000);
  // Insights keeps its tables in its own schema, as in production.
  const pool = new Pool({ connectionString: deployment.databaseUrl, max: 2, options: '-c search_path=insights' });

  const as =
    (member: Member) =>
    <P extends BusPattern>(pattern: P, data: BusRequestData<P>) =>
      bus.request(pattern, data, { actorId: member.id });

  const add = (family: Family) => {
    families.set(family.lovedOne.id, family);
    for (const m of family.members) names.set(m.id, m.firstName);
  };

  // An activity of the family's loved one as games holds it: completed with its result, or sent and
  // not played yet (result null).
  const addGame = (
    family: Family,
    game: { id: string; title: string; templateId: TemplateSlug },
    result: SeniorResult | null,
  ) => {
    const at = result?.completedAt ?? new Date().toISOString();
    if (result) results.set(family.lovedOne.id, [...(results.get(family.lovedOne.id) ?? []), result]);
    games.set(game.id, {
      gameInstance: {
        id: game.id,
        seniorId: family.lovedOne.id,
        templateId: game.templateId,
        createdBy: family.members[0]!.id,
        status: result ? 'CLOSED' : 'SENT',
        configJSON: { title: game.title },
        sentAt: at,
        createdAt: at,
      },
      template: { slug: game.templateId, title: game.title },
      myRole: 'OWNER',
      links: [],
      result: result && {
        id: result.id,
        gameInstanceId: game.id,
        summaryJSON: result.summaryJSON,
        rawJSON: [],
        computedScoresJSON: result.computedScoresJSON,
        completedAt: result.completedAt,
        firstTry: null,
      },
      firstOpenedAt: result ? at : null,
      startedAt: result ? at : null,
    });
  };

  const play = (family: Family, played: Played[]) =>
    played.map((p) => {
      const game = {
        id: randomUUID(),
        title: p.title ?? 'Family Photo Match',
        templateId: p.templateId ?? 'grandkid-match',
      };
      const totalSteps = p.totalSteps ?? 4;
      addGame(family, game, {
        id: randomUUID(),
        gameInstanceId: game.id,
        title: game.title,
        templateId: game.templateId,
        summaryJSON: {
          totalSteps,
          correctAnswers: Math.round(p.accuracy * totalSteps),
          totalTime: (p.minutes ?? 10) * 60_000,
          engagement: 'high',
        },
        computedScoresJSON: { accuracy: p.accuracy },
        completedAt: new Date(Date.now() - p.daysAgo * DAY_MS).toISOString(),
        firstTry: null,
      });
      return game.id;
    });

  const addActivity = (activity: ConversationActivity) => {
    activities.set(activity.gameInstanceId, activity);
    const family = activity.seniorId ? families.get(activity.seniorId) : undefined;
    if (!family) return;
    const game = { id: activity.gameInstanceId, title: activity.title, templateId: activity.templateId };
    addGame(
      family,
      game,
      activity.completedAt === null
        ? null
        : {
            id: randomUUID(),
            gameInstanceId: game.id,
            title: game.title,
            templateId: game.templateId,
            summaryJSON: {
              totalSteps: activity.steps.length,
              correctAnswers: activity.firstTry.filter(Boolean).length,
              totalTime: 60_000,
              engagement: 'high',
            },
            computedScoresJSON: { accuracy: 1 },
            completedAt: activity.completedAt,
            firstTry: null,
          },
    );
  };

  const writeStarters = async (gameInstanceId: string) => {
    await ai.add(QUEUE_NAMES.ai, WRITE_STARTERS_JOB, { gameInstanceId }, { jobId: startersJobId(gameInstanceId) });
  };

  const checkIn = async (job: Omit<ReflectionJob, 'kind' | 'checkInId'>) => {
    const checkInId = randomUUID();
    const data: ReflectionJob = { kind: 'check-in-reflection', checkInId, ...job };
    await ai.add(QUEUE_NAMES.ai, WRITE_REFLECTION_JOB, data, { jobId: `reflection-${checkInId}` });
    return checkInId;
  };

  // Another service's fact, as it reaches insights' consumers on the real JetStream stream.
  let facts: JetStreamFactTransport | undefined;
  const tell = async <S extends FactSubject>(subject: S, data: FactData<S>, at?: Date) => {
    facts ??= new JetStreamFactTransport({
      natsUrl: testNatsUrl(),
      reconnectWaitMs: 200,
      subjectPrefix: deployment.prefix,
    });
    await facts.publish([factEnvelope(subject, data, at ? { at } : {})]);
  };
  const rows = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[];
  const letterWeek = (family: Family, facts: LetterWeekFacts) => weeks.set(family.lovedOne.id, facts);
  const stop = async () => {
    await facts?.close();
    await pool.end();
    await messaging.close();
    await ai.close();
    await deployment.teardown();
  };
  return {
    deployment,
    standIns,
    as,
    add,
    play,
    addActivity,
    writeStarters,
    letterWeek,
    tell,
    mails,
    checkIn,
    reflections,
    rows,
    stop,
  };
}
