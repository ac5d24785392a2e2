import { createHash, randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import {
  BusPattern,
  BusReplyData,
  BusRequestData,
  createGameBusSchema,
  DomainError,
  Language,
  parseOrThrow,
  SeniorAccess,
  TeamRole,
} from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { Responders, ResponderTable, testDeployment, TestDeployment } from '@carewith/platform/testing';
import { GamesModule } from '../games.module';
import { GamesDb } from './games-seed';

// Games as it runs in production, for its integration tests: its real root module against a fresh
// database (its `games` schema, every migration run), serving its bus handlers on the real NATS,
// asked the way the gateway asks it (BusClient requests, with the signed-in member as the actor, or
// none for the play link's own subjects). What games asks of care and identity is answered by
// stand-ins of contract shape on the same bus, from the families the test seats: who is in which
// team with which role, and each loved one's first name and language.

const NOT_FOUND = "This loved one's profile could not be found.";
const ONLY_CO_CAREGIVERS = 'Only a Co-Caregiver can do this. Family Helpers can view activities and progress.';

export type GamesMember = { id: string; firstName: string };
export type GamesLovedOne = { id: string; firstName: string; language: Language };

// A family as the care stand-in knows it: Paula, a Co-Caregiver; Hal, a Family Helper; Otto, outside
// the team; and their loved one Grace.
export type GamesFamily = {
  team: string;
  owner: GamesMember;
  helper: GamesMember;
  outsider: GamesMember;
  lovedOne: GamesLovedOne;
};

export type GamesDeployment = {
  deployment: TestDeployment;
  // What the stand-ins were asked.
  standIns: Responders;
  // A request to games as this member (the gateway's actor), or as nobody (the play page, a link).
  as: (
    member: GamesMember | string | null,
  ) => <P extends BusPattern>(pattern: P, data: BusRequestData<P>) => Promise<BusReplyData<P>>;
  // A new family, known to the care and identity stand-ins from now on.
  seatFamily: (overrides?: { lovedOne?: Partial<Omit<GamesLovedOne, 'id'>> }) => GamesFamily;
  // Another loved one of the same team.
  addLovedOne: (family: GamesFamily, firstName: string) => GamesLovedOne;
  // A Co-Caregiver of the family makes an activity for their loved one, as the gateway's POST /api/games
  // asks: the body parsed as its pipe parses it (the five-step photo match unless `body` says otherwise).
  // Its id.
  activity: (family: GamesFamily, body?: Record<string, unknown>) => Promise<string>;
  // A play link of the activity, made by the family's Co-Caregiver: its token, id and URL.
  link: (family: GamesFamily, gameId: string) => Promise<{ token: string; linkId: string; playUrl: string }>;
  // Games' schema for the data builder (games-seed.ts: writeGames, seedMemoryBox).
  db: GamesDb;
  // SQL on games' schema: to check what was written, never to make games' data (games-seed.ts does).
  rows: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  // The number of rows `sql` (a SELECT count(*) AS n) counts.
  count: (sql: string, params?: unknown[]) => Promise<number>;
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

// name: the deployment's (its database, subjects and keys); answers: stand-ins of the test's own, over
// the defaults (care's teams and loved ones, identity's names).
export async function startGames(name: string, answers: ResponderTable = {}): Promise<GamesDeployment> {
  const deployment = await testDeployment(name);
  // team -> member -> role; loved one -> team, first name, language; member -> first name.
  const teams = new Map<string, Map<string, TeamRole>>();
  const lovedOnes = new Map<string, GamesLovedOne & { careTeamId: string }>();
  const names = new Map<string, string>();

  const roleOf = (actorId: string | undefined, careTeamId: string) =>
    actorId ? (teams.get(careTeamId)?.get(actorId) ?? null) : null;
  const access = (actorId: string | undefined, seniorId: string, need: 'view' | 'manage'): SeniorAccess => {
    const lovedOne = lovedOnes.get(seniorId);
    const role = lovedOne ? roleOf(actorId, lovedOne.careTeamId) : null;
    if (!lovedOne || !role) throw new DomainError('NOT_FOUND', NOT_FOUND);
    if (need === 'manage' && role !== 'OWNER') throw new DomainError('FORBIDDEN', ONLY_CO_CAREGIVERS);
    return { seniorId, careTeamId: lovedOne.careTeamId, role };
  };
  const known = (seniorId: string) => {
    const lovedOne = lovedOnes.get(seniorId);
    if (!lovedOne) throw new DomainError('NOT_FOUND', NOT_FOUND);
    return lovedOne;
  };

  const standIns = await deployment.respond({
    'care.teams.listMine': (_data, meta) =>
      [...teams].flatMap(([id, members]) => {
        const role = meta.actorId ? members.get(meta.actorId) : undefined;
        return role ? [{ id, name: 'Family', role }] : [];
      }),
    'care.seniors.authorize': ({ seniorId, need }, meta) => access(meta.actorId, seniorId, need),
    'care.seniors.accessible': (_data, meta) =>
      [...lovedOnes.values()].flatMap((l) => {
        const role = roleOf(meta.actorId, l.careTeamId);
        return role ? [{ seniorId: l.id, careTeamId: l.careTeamId, role }] : [];
      }),
    'care.seniors.firstName': ({ seniorId }) => {
      const { firstName, language } = known(seniorId);
      return { firstName, language };
    },
    'identity.users.getMany': ({ userIds }) =>
      userIds
        .filter((id) => names.has(id))
        .map((id) => ({
          id,
          email: `${id}@example.com`,
          firstName: names.get(id)!,
          lastName: null,
          profileImageUrl: null,
          role: 'CAREGIVER' as const,
          language: null,
        })),
    ...answers,
  });
  await deployment.boot(GamesModule, 'games');
  const bus: BusClient = deployment.bus(10_000);
  const pool = new Pool({ connectionString: deployment.databaseUrl, max: 2, options: '-c search_path=games' });

  const as =
    (member: GamesMember | string | null) =>
    <P extends BusPattern>(pattern: P, data: BusRequestData<P>) => {
      const actorId = typeof member === 'string' ? member : member?.id;
      return bus.request(pattern, data, actorId ? { actorId } : {});
    };
  const aMember = (firstName: string): GamesMember => {
    const member = { id: randomUUID(), firstName };
    names.set(member.id, firstName);
    return member;
  };
  const addLovedOne = (family: GamesFamily, firstName: string): GamesLovedOne => {
    const lovedOne: GamesLovedOne = { id: randomUUID(), firstName, language: 'en' };
    lovedOnes.set(lovedOne.id, { ...lovedOne, careTeamId: family.team });
    return lovedOne;
  };
  const seatFamily = (overrides: { lovedOne?: Partial<Omit<GamesLovedOne, 'id'>> } = {}): GamesFamily => {
    const team = randomUUID();
    const [owner, helper, outsider] = [aMember('Paula'), aMember('Hal'), aMember('Otto')];
    teams.set(
      team,
      new Map<string, TeamRole>([
        [owner.id, 'OWNER'],
        [helper.id, 'SIBLING'],
      ]),
    );
    // Otto has a team of his own.
    teams.set(randomUUID(), new Map<string, TeamRole>([[outsider.id, 'OWNER']]));
    const lovedOne: GamesLovedOne = { id: randomUUID(), firstName: 'Grace', language: 'en', ...overrides.lovedOne };
    lovedOnes.set(lovedOne.id, { ...lovedOne, careTeamId: team });
    return { team, owner, helper, outsider, lovedOne };
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
  const db: GamesDb = { query: (sql, params) => pool.query(sql, params), gamesSchema: 'games' };
  const rows = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[];
  const count = async (sql: string, params: unknown[] = []) => Number((await rows<{ n: string }>(sql, params))[0]!.n);
  const stop = async () => {
    await pool.end();
    await deployment.teardown();
  };
  return { deployment, standIns, as, seatFamily, addLovedOne, activity, link, db, rows, count, stop };
}

// The token of a play link's URL (what the loved one's phone opens).
export const tokenOf = (playUrl: string) => new URL(playUrl).pathname.split('/').pop()!;

// What a refused request came back with over the bus, or a failure of the test when it was not refused.
export async function refusalOf(work: Promise<unknown>): Promise<Pick<DomainError, 'code' | 'message' | 'details'>> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected the request to be refused');
}

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
