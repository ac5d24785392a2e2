import { createHash, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Pool } from 'pg';
import {
  BusPattern,
  BusReplyData,
  BusRequestData,
  createGameBusSchema,
  DomainError,
  FactData,
  FactEnvelope,
  FactSubject,
  parseOrThrow,
  QUEUE_NAMES,
  SendSmsJob,
  SlotJob,
  TeamRole,
} from '@carewith/contracts';
import {
  BullMqJobQueue,
  BusClient,
  CLOCK,
  FactConsumption,
  factEnvelope,
  JetStreamFactTransport,
} from '@carewith/platform';
import {
  Responders,
  ResponderTable,
  testDeployment,
  TestClock,
  TestDeployment,
  testNatsUrl,
  testRedisUrl,
} from '@carewith/platform/testing';
import { GamesModule } from '../games.module';
import { CareHomes } from './care-homes';
import { GamesDb } from './games-seed';
import { LovedOne, LovedOnes } from './loved-ones';

// Games as it runs in production, for its integration tests: its real root module against a fresh
// database (its `games` schema, every migration run), serving its bus handlers on the real NATS and its
// queues on the real Redis, asked the way the gateway asks it (BusClient requests, with the signed-in
// member as the actor, or none for the play link's own subjects). Its time is the test's clock when one
// is given (the platform's CLOCK replaced). What games asks of care, identity and messaging is answered
// by stand-ins of contract shape on the same bus, from the test's members and loved ones (`memberOf`,
// `lovedOnes`, or a whole family with `seatFamily`); the texts games queues are taken off the real
// queue, as messaging takes them.

const NOT_FOUND = "This loved one's profile could not be found.";
const ONLY_CO_CAREGIVERS = 'Only a Co-Caregiver can do this. Family Helpers can view activities and progress.';

// A member of one care team (the gateway's actor).
export type Member = { id: string; firstName: string; careTeamId: string; role: TeamRole };

// A family as the care stand-in knows it: Paula, a Co-Caregiver; Hal, a Family Helper; Otto, outside
// the team (a Co-Caregiver of a team of his own); and their loved one Grace.
export type GamesFamily = {
  team: string;
  owner: Member;
  helper: Member;
  outsider: Member;
  lovedOne: LovedOne;
};

export type GamesDeployment = {
  deployment: TestDeployment;
  // The test's clock, when the deployment was started with one.
  clock?: TestClock;
  // What care (and messaging, for a STOP) knows of each loved one.
  lovedOnes: LovedOnes;
  // What care knows of care homes: their staff and residents (care.homes.sessionResidents).
  homes: CareHomes;
  // What the stand-ins were asked.
  standIns: Responders;
  // Every text games queued, as messaging received it.
  texts: SendSmsJob[];
  // How many texts wait on the queue, not yet taken by messaging.
  waitingTexts: () => Promise<number>;
  // A member of the loved one's team (a Co-Caregiver unless `role` says otherwise).
  memberOf: (lovedOne: Pick<LovedOne, 'careTeamId'>, role?: TeamRole, firstName?: string) => Member;
  // A request to games as this member (or member id: the gateway's actor), or as nobody (the play
  // page, a link: its token is the capability).
  as: (
    member: Member | string | null,
  ) => <P extends BusPattern>(pattern: P, data: BusRequestData<P>) => Promise<BusReplyData<P>>;
  // A new family, known to the care and identity stand-ins from now on.
  seatFamily: (overrides?: { lovedOne?: Partial<Omit<LovedOne, 'id' | 'careTeamId'>> }) => GamesFamily;
  // Another loved one of the same team.
  addLovedOne: (family: GamesFamily, firstName: string) => LovedOne;
  // A Co-Caregiver of the family makes an activity for their loved one, as the gateway's POST /api/games
  // asks: the body parsed as its pipe parses it (the five-step photo match unless `body` says otherwise).
  // Its id.
  activity: (family: GamesFamily, body?: Record<string, unknown>) => Promise<string>;
  // A play link of the activity, made by the family's Co-Caregiver: its token, id and URL.
  link: (family: GamesFamily, gameId: string) => Promise<{ token: string; linkId: string; playUrl: string }>;
  // Care's fact that the loved one changed (after `lovedOnes.change`), as care publishes it.
  lovedOneChanged: (lovedOne: LovedOne, changes: FactData<'care.loved-one-changed'>['changes']) => Promise<void>;
  // A fact as its producing service publishes it (care's care.resident-added, ...).
  publishFact: <S extends FactSubject>(subject: S, data: FactData<S>) => Promise<void>;
  // Every fact of these subjects games published since the first call for them (a consumer of the
  // test's own, started at that call, reads the stream from its start).
  factsHeard: (subjects: FactSubject[]) => Promise<FactEnvelope[]>;
  // The slot jobs queued (delayed or waiting) for the loved one: their instants, in order.
  slotJobs: (seniorId: string) => Promise<number[]>;
  // Games' schema for the data builder (games-seed.ts: writeGames, seedMemoryBox).
  db: GamesDb;
  // SQL on games' schema: to check what was written, never to make games' data (games-seed.ts does).
  rows: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  // The number of rows `sql` (a SELECT count(*) AS n) counts.
  count: (sql: string, params?: unknown[]) => Promise<number>;
  // A provider of the running module (a job handler to run a job as the queue would).
  get: <T>(type: new (...args: never[]) => T) => T;
  stop: () => Promise<void>;
};

// Five photo-match steps, each with two names and its answer among them.
export const PHOTO_MATCH_STEPS = [
  { id: 'a', question: 'Who is this?', options: ['Emma', 'Liam'], correctAnswer: 'Emma' },
  { id: 'b', question: 'And this?', options: ['Noah', 'Mia'], correctAnswer: 'Mia' },
  { id: 'c', question: 'Who plays piano?', options: ['Ava', 'Leo'], correctAnswer: 'Leo' },
  { id: 'd', question: 'Who loves cake?', options: ['Zoe', 'Max'], correctAnswer: 'Zoe' },
  { id: 'e', question: 'Who is the eldest?', options: ['Kai', 'Ivy'], correctAnswer: 'Kai' },
];

// name: the deployment's (its database, subjects and keys); clock: the time games keeps (the wall
// clock when absent); answers: stand-ins of the test's own, over the defaults.
export async function startGames(
  name: string,
  options: { clock?: TestClock; answers?: ResponderTable } = {},
): Promise<GamesDeployment> {
  const deployment = await testDeployment(name);
  const lovedOnes = new LovedOnes();
  const homes = new CareHomes();
  const members = new Map<string, Member>();
  // Care's access rule: a member of the loved one's team may view; only a Co-Caregiver may manage; to
  // anyone else the loved one does not exist.
  const access = (seniorId: string, need: 'view' | 'manage', actorId: string | undefined) => {
    const lovedOne = lovedOnes.find(seniorId);
    const member = actorId ? members.get(actorId) : undefined;
    if (!lovedOne || !member || member.careTeamId !== lovedOne.careTeamId)
      throw new DomainError('NOT_FOUND', NOT_FOUND);
    if (need === 'manage' && member.role !== 'OWNER') throw new DomainError('FORBIDDEN', ONLY_CO_CAREGIVERS);
    return { lovedOne, member };
  };
  const known = (seniorId: string) => {
    const lovedOne = lovedOnes.find(seniorId);
    if (!lovedOne) throw new DomainError('NOT_FOUND', NOT_FOUND);
    return lovedOne;
  };
  const standIns = await deployment.respond({
    'care.seniors.authorize': ({ seniorId, need }, meta) => {
      const { member } = access(seniorId, need, meta.actorId);
      return { seniorId, careTeamId: member.careTeamId, role: member.role };
    },
    'care.seniors.accessible': (_data, meta) => {
      const member = meta.actorId ? members.get(meta.actorId) : undefined;
      return member
        ? lovedOnes
            .all()
            .filter((l) => l.careTeamId === member.careTeamId)
            .map((l) => ({ seniorId: l.id, careTeamId: l.careTeamId, role: member.role }))
        : [];
    },
    'care.seniors.sendInfoFor': ({ seniorId, need }, meta) => {
      access(seniorId, need, meta.actorId);
      return lovedOnes.sendInfo(seniorId);
    },
    'care.seniors.sendInfo': ({ seniorId }) => lovedOnes.sendInfo(seniorId),
    // The caller's one team.
    'care.teams.listMine': (_data, meta) => {
      const member = meta.actorId ? members.get(meta.actorId) : undefined;
      return member ? [{ id: member.careTeamId, name: 'The family', role: member.role }] : [];
    },
    'care.seniors.firstName': ({ seniorId }) => {
      const { firstName, language } = known(seniorId);
      return { firstName, language };
    },
    'care.seniors.contact': ({ seniorId }) => {
      const { firstName, phone, language } = known(seniorId);
      return { firstName, phone, language };
    },
    'identity.users.getMany': ({ userIds }) =>
      userIds.flatMap((id) => {
        const member = members.get(id);
        return member
          ? [
              {
                id,
                email: `${id}@example.com`,
                firstName: member.firstName,
                lastName: null,
                profileImageUrl: null,
                role: 'CAREGIVER' as const,
                language: null,
              },
            ]
          : [];
      }),
    'messaging.optOut.check': async ({ phone }) => ({ optedOut: await lovedOnes.optedOut(phone) }),
    'care.homes.sessionResidents': ({ homeId, residentIds }, meta) => homes.answer(homeId, residentIds, meta.actorId),
    'care.homes.residents.list': ({ homeId }, meta) => homes.list(homeId, meta.actorId),
    ...options.answers,
  });
  const texts: SendSmsJob[] = [];
  const messaging = new BullMqJobQueue({ url: testRedisUrl(), prefix: deployment.prefix });
  messaging.process<SendSmsJob>(QUEUE_NAMES.sms, async (job) => {
    texts.push(job.data);
  });
  const overrides = options.clock ? [{ provide: CLOCK, useValue: options.clock }] : [];
  // Care here is the stand-ins above, whose loved ones and members a test changes without care's change
  // notices: games keeps none of their answers (care-answers.ts; real care and games keep them in e2e).
  const app = await deployment.boot(GamesModule, 'games', { CARE_ANSWERS_KEPT_MS: '0' }, overrides);
  const bus: BusClient = deployment.bus(10_000);
  const pool = new Pool({ connectionString: deployment.databaseUrl, max: 2, options: '-c search_path=games' });
  // Opened by the first test that publishes care's fact or reads the slot queue, not by every deployment.
  let facts: JetStreamFactTransport | undefined;
  const heard: FactEnvelope[] = [];
  let hearing: FactConsumption | undefined;
  let schedules: Queue | undefined;

  const memberOf = (lovedOne: Pick<LovedOne, 'careTeamId'>, role: TeamRole = 'OWNER', firstName = 'Paula') => {
    const member = { id: randomUUID(), firstName, careTeamId: lovedOne.careTeamId, role };
    members.set(member.id, member);
    return member;
  };
  const as =
    (member: Member | string | null) =>
    <P extends BusPattern>(pattern: P, data: BusRequestData<P>) => {
      const actorId = typeof member === 'string' ? member : member?.id;
      return bus.request(pattern, data, actorId ? { actorId } : {});
    };
  const addLovedOne = (family: GamesFamily, firstName: string) => lovedOnes.add({ firstName, careTeamId: family.team });
  const seatFamily = (overrides: { lovedOne?: Partial<Omit<LovedOne, 'id' | 'careTeamId'>> } = {}): GamesFamily => {
    const lovedOne = lovedOnes.add({ firstName: 'Grace', ...overrides.lovedOne });
    const team = lovedOne.careTeamId;
    return {
      team,
      owner: memberOf(lovedOne, 'OWNER', 'Paula'),
      helper: memberOf(lovedOne, 'SIBLING', 'Hal'),
      // Otto has a team of his own.
      outsider: memberOf({ careTeamId: randomUUID() }, 'OWNER', 'Otto'),
      lovedOne,
    };
  };
  const activity = async (family: GamesFamily, body: Record<string, unknown> = {}) => {
    const request = parseOrThrow(createGameBusSchema, {
      title: 'Grandchildren',
      templateId: 'grandkid-match',
      seniorId: family.lovedOne.id,
      configJSON: { title: 'Grandchildren', steps: PHOTO_MATCH_STEPS },
      ...body,
    });
    return (await as(family.owner)('games.create', request)).id;
  };
  const link = async (family: GamesFamily, gameId: string) => {
    const { playUrl, link: made } = await as(family.owner)('games.links.create', { gameId });
    return { token: tokenOf(playUrl), linkId: made.id, playUrl };
  };
  const factTransport = () =>
    (facts ??= new JetStreamFactTransport({
      natsUrl: testNatsUrl(),
      reconnectWaitMs: 200,
      subjectPrefix: deployment.prefix,
    }));
  const publishFact = async <S extends FactSubject>(subject: S, data: FactData<S>) => {
    await factTransport().publish([factEnvelope(subject, data)]);
  };
  const lovedOneChanged = (lovedOne: LovedOne, changes: FactData<'care.loved-one-changed'>['changes']) =>
    publishFact('care.loved-one-changed', { seniorId: lovedOne.id, careTeamId: lovedOne.careTeamId, changes });
  const factsHeard = async (subjects: FactSubject[]) => {
    hearing ??= factTransport().consume({
      consumer: 'test-heard',
      subjects,
      ackWaitMs: 10_000,
      concurrency: 1,
      retryDelayMs: () => 100,
      handle: async ({ envelope }) => {
        heard.push(envelope);
      },
    });
    return heard.filter((f) => subjects.includes(f.subject as FactSubject));
  };
  const slotJobs = async (seniorId: string) =>
    (
      await (schedules ??= new Queue(QUEUE_NAMES.schedule, {
        connection: { url: testRedisUrl() },
        prefix: deployment.prefix,
      })).getJobs(['delayed', 'waiting'])
    )
      .filter((job) => job.name === 'slot' && (job.data as SlotJob).seniorId === seniorId)
      .map((job) => (job.data as SlotJob).at)
      .sort((a, b) => a - b);
  const rows = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[];
  const count = async (sql: string, params: unknown[] = []) => Number((await rows<{ n: string }>(sql, params))[0]!.n);
  const db: GamesDb = { query: async (sql, params) => (await pool.query(sql, params)).rows, gamesSchema: 'games' };
  const stop = async () => {
    await schedules?.close();
    await hearing?.stop();
    await facts?.close();
    await pool.end();
    await messaging.close();
    await deployment.teardown();
  };
  return {
    deployment,
    clock: options.clock,
    lovedOnes,
    homes,
    standIns,
    texts,
    waitingTexts: () => messaging.waitingCount(QUEUE_NAMES.sms),
    memberOf,
    as,
    seatFamily,
    addLovedOne,
    activity,
    link,
    lovedOneChanged,
    publishFact,
    factsHeard,
    slotJobs,
    db,
    rows,
    count,
    get: (type) => app.get(type),
    stop,
  };
}

// The token of a play link's URL (what the loved one's phone opens).
export const tokenOf = (playUrl: string) => new URL(playUrl).pathname.split('/').pop()!;

// What a refused request came back with over the bus (the platform's, where this deployment's specs
// import it from).
export { refusalOf } from '@carewith/platform/testing';

// A placeholder JPEG (its start and end markers): games keeps a photo's bytes as the gateway sends them.
export const TINY_JPEG = Buffer.from('ffd8ffd9', 'hex');

// A photo as the gateway sends it to games once it has read the upload (photo-upload.ts): JPEG bytes
// (placeholder ones, made from `file`), its size, the date its EXIF gave, and the uploaded file's hash,
// by which the memory box knows a file it already holds. The same `file` is the same upload.
export const aReadyPhoto = (file: string, takenAt: string | null = null) => ({
  jpegBase64: Buffer.concat([TINY_JPEG, Buffer.from(file)]).toString('base64'),
  width: 4,
  height: 3,
  takenAt,
  contentHash: createHash('sha256').update(file).digest('hex'),
});

// An MP3 as the gateway sends it once it has checked the frames and the length: placeholder bytes.
export const aReadyClip = (seconds: number) => ({
  mp3Base64: Buffer.from(`mp3 of ${seconds} s ${randomUUID()}`).toString('base64'),
  durationMs: seconds * 1000,
});
