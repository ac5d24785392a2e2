import { randomBytes, randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import {
  BusPattern,
  BusReplyData,
  BusRequestData,
  DomainError,
  Invitation,
  MyCareTeam,
  QUEUE_NAMES,
  SendEmailJob,
  SessionUser,
  TeamRole,
} from '@carewith/contracts';
import { BullMqJobQueue, BusClient } from '@carewith/platform';
import {
  expectEventually,
  Responders,
  ResponderTable,
  testDeployment,
  TestDeployment,
  testRedisUrl,
} from '@carewith/platform/testing';
import { CareModule } from '../care.module';

// Care as it runs in production, for its integration tests: its real root module against a fresh
// database, serving its bus handlers on the real NATS, asked the way the gateway and the other
// services ask it (BusClient requests, with the signed-in member as the actor). What care asks of
// others is answered by stand-ins of contract shape on the same bus: identity's people (names and
// e-mail addresses), and the services that erase their part of a loved one. The invitation e-mails
// care queues are taken off the real BullMQ queue, as messaging takes them.

export type Person = SessionUser & { name: string };

// Someone with an account: "Ann Primary" gets a unique address of her own.
export function aPerson(name: string, overrides: Partial<Person> = {}): Person {
  const [firstName = name, ...rest] = name.split(/\s+/);
  return {
    id: randomUUID(),
    name,
    email: `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`,
    firstName,
    lastName: rest.join(' ') || null,
    profileImageUrl: null,
    role: 'CAREGIVER',
    language: null,
    ...overrides,
  };
}

// What a refused request came back with over the bus (the platform's, where this deployment's specs
// import it from).
export { refusalOf } from '@carewith/platform/testing';

export type CareDeployment = {
  deployment: TestDeployment;
  // What the stand-ins were asked (identity, and the services a loved one's erasure asks).
  standIns: Responders;
  // Every e-mail care queued, as messaging received it.
  mails: SendEmailJob[];
  // A request to care as this person (the gateway's actor), or as nobody.
  as: (
    person: Person | null,
  ) => <P extends BusPattern>(pattern: P, data: BusRequestData<P>) => Promise<BusReplyData<P>>;
  // The same request with its data as a caller typed it, not yet parsed: care parses it with the
  // pattern's contract schema (the gateway's rules for the field), so normalised or refused input
  // can be sent as it comes.
  raw: (person: Person | null) => <P extends BusPattern>(pattern: P, input: unknown) => Promise<BusReplyData<P>>;
  // Known to identity from now on (as a sign-in would make them).
  register: (...people: Person[]) => void;
  // No longer known to identity (as when their account is deleted there).
  forget: (...people: Person[]) => void;
  // A first sign-in: registered, and their own care team made, as its Primary Caregiver.
  signUp: (person: Person) => Promise<MyCareTeam>;
  // The token of the latest e-mail sent for this invitation (another than `not`, when given).
  invitationToken: (invitationId: string, options?: { not?: string }) => Promise<string>;
  // `inviter` invites `person` (registered, without a team of their own) and they accept.
  join: (careTeamId: string, inviter: Person, person: Person, role: TeamRole) => Promise<Invitation>;
  // SQL on care's database: to check what was written, or to move a stored moment into the past
  // (an invitation's expiry), never to make care's data.
  rows: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  stop: () => Promise<void>;
};

// The stand-ins of what a loved one's erasure asks of games, insights and messaging: nothing held.
const erasureStandIns: ResponderTable = {
  'games.erase.bySenior': () => ({ gameIds: [], photos: 0, voiceClips: 0 }),
  'insights.erase.bySenior': () => ({ rows: 0, jobs: 0 }),
  'insights.conversation.erase': () => ({ rows: 0, jobs: 0 }),
  'messaging.erase': () => ({ rows: 0, jobs: 0 }),
};

// name: the deployment's (its database, subjects and keys); answers: stand-ins of the test's own,
// over the defaults (identity's people, and erasures that find nothing).
export async function startCare(name: string, answers: ResponderTable = {}): Promise<CareDeployment> {
  const deployment = await testDeployment(name);
  const people = new Map<string, Person>();
  const user = (id: string): SessionUser => {
    const person = people.get(id);
    if (!person) throw new DomainError('NOT_FOUND', 'User not found');
    const { name: _name, ...sessionUser } = person;
    return sessionUser;
  };
  const standIns = await deployment.respond({
    'identity.users.get': ({ userId }) => user(userId),
    'identity.users.getMany': ({ userIds }) => userIds.filter((id) => people.has(id)).map(user),
    ...erasureStandIns,
    ...answers,
  });
  const mails: SendEmailJob[] = [];
  const messaging = new BullMqJobQueue({ url: testRedisUrl(), prefix: deployment.prefix });
  messaging.process<SendEmailJob>(QUEUE_NAMES.email, async (job) => {
    mails.push(job.data);
  });
  await deployment.boot(CareModule, 'care');
  const bus: BusClient = deployment.bus();
  const pool = new Pool({ connectionString: deployment.databaseUrl, max: 2 });

  const as =
    (person: Person | null) =>
    <P extends BusPattern>(pattern: P, data: BusRequestData<P>) =>
      bus.request(pattern, data, person ? { actorId: person.id } : {});
  const raw =
    (person: Person | null) =>
    <P extends BusPattern>(pattern: P, input: unknown) =>
      as(person)(pattern, input as BusRequestData<P>);
  const register = (...newcomers: Person[]) => {
    for (const person of newcomers) people.set(person.id, person);
  };
  const forget = (...leavers: Person[]) => {
    for (const person of leavers) people.delete(person.id);
  };
  const signUp = async (person: Person) => {
    register(person);
    const [team] = await as(person)('care.teams.ensureForUser', { displayName: person.firstName ?? '' });
    return team!;
  };
  const invitationToken = (invitationId: string, options: { not?: string } = {}) =>
    expectEventually(() => {
      const mail = mails.filter((m) => m.refId === invitationId).at(-1);
      const token = mail?.text.match(/\/invite\/accept\?token=([A-Za-z0-9_-]+)/)?.[1];
      if (!token || token === options.not) throw new Error(`no invitation e-mail for ${invitationId} yet`);
      return token;
    });
  const join = async (careTeamId: string, inviter: Person, person: Person, role: TeamRole) => {
    register(person);
    const invitation = await as(inviter)('care.invitations.create', { email: person.email, role, careTeamId });
    const token = await invitationToken(invitation.id);
    await as(person)('care.invitations.accept', { token });
    return invitation;
  };
  const rows = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[];
  const stop = async () => {
    await pool.end();
    await messaging.close();
    await deployment.teardown();
  };
  return { deployment, standIns, mails, as, raw, register, forget, signUp, invitationToken, join, rows, stop };
}

// The family most care tests start from: Ann, the Primary Caregiver; Cat, a Co-Caregiver; Hal, a
// Family Helper; and Otto, an outsider with a team of his own.
export const aCareFamily = () => ({
  ann: aPerson('Ann Primary'),
  cat: aPerson('Cat Cocare'),
  hal: aPerson('Hal Helper'),
  otto: aPerson('Otto Outsider'),
});
export type CareFamily = ReturnType<typeof aCareFamily>;

// Signs the family up and seats Cat and Hal in Ann's team; the ids of Ann's team and Otto's.
export async function seatFamily(
  care: CareDeployment,
  family: CareFamily,
): Promise<{ team: string; ottoTeam: string }> {
  const team = (await care.signUp(family.ann)).id;
  const ottoTeam = (await care.signUp(family.otto)).id;
  await care.join(team, family.ann, family.cat, 'OWNER');
  await care.join(team, family.ann, family.hal, 'SIBLING');
  return { team, ottoTeam };
}
