import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { TeamRole } from '@carewith/contracts';
import { testDataSource } from '@carewith/platform/testing';
import { CARE_ENTITIES } from '../care-entities';
import { CARE_MIGRATIONS } from '../migrations';

// A care schema of its own (every migration run), for one test file.
export const careTestDataSource = (prefix: string, poolSize = 2) =>
  testDataSource(prefix, { entities: CARE_ENTITIES, migrations: CARE_MIGRATIONS, poolSize });

export type SeedMember = readonly [userId: string, role: TeamRole];

// A team and its members, who joined in the order given, a minute apart from `joined` (an hour ago
// by default). Its Primary Caregiver is the first member unless `primary` names another.
export async function seedTeam(
  ds: DataSource,
  members: readonly SeedMember[],
  options: { name?: string; nameGenerated?: boolean; primary?: string; joined?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  const primary = options.primary ?? members[0]?.[0] ?? randomUUID();
  const joined = options.joined ?? new Date(Date.now() - 3_600_000);
  await ds.query(
    `INSERT INTO care_teams (id, name, name_generated, created_by, primary_caregiver_id, created_at)
     VALUES ($1, $2, $3, $4, $4, $5)`,
    [id, options.name ?? 'The Smiths', options.nameGenerated ?? false, primary, joined],
  );
  for (const [i, [userId, role]] of members.entries()) await seedMember(ds, id, userId, role, minutesAfter(joined, i));
  return id;
}

export async function seedMember(ds: DataSource, careTeamId: string, userId: string, role: TeamRole, joined: Date) {
  await ds.query(
    'INSERT INTO care_team_members (care_team_id, user_id, role_in_team, created_at) VALUES ($1, $2, $3, $4)',
    [careTeamId, userId, role, joined],
  );
}

// A loved one of the team, added at `added` (now by default).
export async function seedSenior(
  ds: DataSource,
  careTeamId: string,
  over: { firstName?: string; phone?: string | null; timeZone?: string; added?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  await ds.query(
    `INSERT INTO seniors (id, care_team_id, first_name, last_name, phone, prefs_json, time_zone, created_at)
     VALUES ($1, $2, $3, 'Smith', $4, $5, $6, $7)`,
    [
      id,
      careTeamId,
      over.firstName ?? 'Rose',
      over.phone === undefined ? '+15550000100' : over.phone,
      JSON.stringify({ accessibility: { largeText: false, audioInstructions: false, highContrast: false } }),
      over.timeZone ?? 'UTC',
      over.added ?? new Date(),
    ],
  );
  return id;
}

export const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
