import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Pool } from 'pg';
import {
  BusPattern,
  BusReplyData,
  BusRequestData,
  DomainError,
  FactData,
  QUEUE_NAMES,
  SendSmsJob,
  SlotJob,
  TeamRole,
} from '@carewith/contracts';
import { BullMqJobQueue, BusClient, CLOCK, factEnvelope, JetStreamFactTransport } from '@carewith/platform';
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
import { GamesDb } from './games-seed';
import { LovedOne, LovedOnes } from './loved-ones';

// Games as it runs in production, for its integration tests: its real root module against a fresh
// database, serving its bus handlers on the real NATS and its queues on the real Redis, asked the way
// the gateway asks it (BusClient requests, with the signed-in member as the actor). Its time is the
// test's clock (the platform's CLOCK replaced). What games asks of care and messaging is answered by
// stand-ins of contract shape on the same bus, from the test's loved ones (`lovedOnes`) and members;
// the texts games queues are taken off the real queue, as messaging takes them.

export type Member = { id: string; careTeamId: string; role: TeamRole };

export type GamesDeployment = {
  deployment: TestDeployment;
  clock: TestClock;
  lovedOnes: LovedOnes;
  standIns: Responders;
  // Every text games queued, as messaging received it.
  texts: SendSmsJob[];
  // How many texts wait on the queue, not yet taken by messaging.
  waitingTexts: () => Promise<number>;
  // A member of the loved one's team (a Co-Caregiver unless `role` says otherwise).
  memberOf: (lovedOne: Pick<LovedOne, 'careTeamId'>, role?: TeamRole) => Member;
  // A request to games as this member (the gateway's actor), or as nobody (the play page: its link
  // is the capability).
  as: (
    member: Member | null,
  ) => <P extends BusPattern>(pattern: P, data: BusRequestData<P>) => Promise<BusReplyData<P>>;
  // Care's fact that the loved one changed (after `lovedOnes.change`), as care publishes it.
  lovedOneChanged: (lovedOne: LovedOne, changes: FactData<'care.loved-one-changed'>['changes']) => Promise<void>;
  // The slot jobs queued (delayed or waiting) for the loved one: their instants, in order.
  slotJobs: (seniorId: string) => Promise<number[]>;
  // Games' database, to write test data with the games-seed builders and check what was written.
  db: GamesDb;
  rows: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  // A provider of the running module (a job handler to run a job as the queue would).
  get: <T>(type: new (...args: never[]) => T) => T;
  stop: () => Promise<void>;
};

export async function startGames(name: string, clock: TestClock): Promise<GamesDeployment> {
  const deployment = await testDeployment(name);
  const lovedOnes = new LovedOnes();
  const members = new Map<string, Member>();
  // Care's access rule: a member of the loved one's team may view; only a Co-Caregiver may manage.
  const access = (seniorId: string, need: 'view' | 'manage', actorId: string | undefined) => {
    const lovedOne = lovedOnes.find(seniorId);
    const member = actorId ? members.get(actorId) : undefined;
    if (!lovedOne || !member || member.careTeamId !== lovedOne.careTeamId) {
      throw new DomainError('NOT_FOUND', 'Loved one not found');
    }
    if (need === 'manage' && member.role !== 'OWNER') throw new DomainError('FORBIDDEN', 'Only Co-Caregivers');
    return { lovedOne, member };
  };
  const careAndMessaging: ResponderTable = {
    'care.seniors.authorize': ({ seniorId, need }, meta) => {
      const { member } = access(seniorId, need, meta.actorId);
      return { seniorId, careTeamId: member.careTeamId, role: member.role };
    },
    'care.seniors.sendInfoFor': ({ seniorId, need }, meta) => {
      access(seniorId, need, meta.actorId);
      return lovedOnes.sendInfo(seniorId);
    },
    'care.seniors.sendInfo': ({ seniorId }) => lovedOnes.sendInfo(seniorId),
    // The caller's one team.
    'care.teams.listMine': (_, meta) => {
      const member = meta.actorId ? members.get(meta.actorId) : undefined;
      return member ? [{ id: member.careTeamId, name: 'The family', role: member.role }] : [];
    },
    'care.seniors.firstName': ({ seniorId }) => {
      const { firstName, language } = lovedOnes.get(seniorId);
      return { firstName, language };
    },
    'care.seniors.contact': ({ seniorId }) => {
      const { firstName, phone, language } = lovedOnes.get(seniorId);
      return { firstName, phone, language };
    },
    'messaging.optOut.check': async ({ phone }) => ({ optedOut: await lovedOnes.optedOut(phone) }),
  };
  const standIns = await deployment.respond(careAndMessaging);
  const texts: SendSmsJob[] = [];
  const messaging = new BullMqJobQueue({ url: testRedisUrl(), prefix: deployment.prefix });
  messaging.process<SendSmsJob>(QUEUE_NAMES.sms, async (job) => {
    texts.push(job.data);
  });
  const app = await deployment.boot(GamesModule, 'games', {}, [{ provide: CLOCK, useValue: clock }]);
  const bus: BusClient = deployment.bus();
  const pool = new Pool({ connectionString: deployment.databaseUrl, max: 2 });
  const facts = new JetStreamFactTransport({
    natsUrl: testNatsUrl(),
    reconnectWaitMs: 200,
    subjectPrefix: deployment.prefix,
  });
  const schedules = new Queue(QUEUE_NAMES.schedule, { connection: { url: testRedisUrl() }, prefix: deployment.prefix });

  const memberOf = (lovedOne: Pick<LovedOne, 'careTeamId'>, role: TeamRole = 'OWNER') => {
    const member = { id: randomUUID(), careTeamId: lovedOne.careTeamId, role };
    members.set(member.id, member);
    return member;
  };
  const as =
    (member: Member | null) =>
    <P extends BusPattern>(pattern: P, data: BusRequestData<P>) =>
      bus.request(pattern, data, member ? { actorId: member.id } : {});
  const lovedOneChanged = async (lovedOne: LovedOne, changes: FactData<'care.loved-one-changed'>['changes']) => {
    await facts.publish([
      factEnvelope('care.loved-one-changed', { seniorId: lovedOne.id, careTeamId: lovedOne.careTeamId, changes }),
    ]);
  };
  const slotJobs = async (seniorId: string) =>
    (await schedules.getJobs(['delayed', 'waiting']))
      .filter((job) => job.name === 'slot' && (job.data as SlotJob).seniorId === seniorId)
      .map((job) => (job.data as SlotJob).at)
      .sort((a, b) => a - b);
  const rows = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[];
  const db: GamesDb = { query: async (sql, params) => (await pool.query(sql, params)).rows, gamesSchema: 'games' };
  const stop = async () => {
    await schedules.close();
    await facts.close();
    await pool.end();
    await messaging.close();
    await deployment.teardown();
  };
  return {
    deployment,
    clock,
    lovedOnes,
    standIns,
    texts,
    waitingTexts: () => messaging.waitingCount(QUEUE_NAMES.sms),
    memberOf,
    as,
    lovedOneChanged,
    slotJobs,
    db,
    rows,
    get: (type) => app.get(type),
    stop,
  };
}
