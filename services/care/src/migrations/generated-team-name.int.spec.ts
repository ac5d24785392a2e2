import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createServiceDataSource } from '@carewith/platform';
import { TestDataSource, testDatabaseUrl, testDataSource } from '@carewith/platform/testing';
import { CARE_ENTITIES } from '../care-entities';
import { CARE_MIGRATIONS } from '.';
import { GeneratedTeamName1764300000258 } from './1764300000258-generated-team-name';

jest.setTimeout(60_000);

const CHECK_VIOLATION = '23514';
const BEFORE_GENERATED_NAMES = CARE_MIGRATIONS.indexOf(GeneratedTeamName1764300000258);

// A care database as a release before generated team names left it, moved on by every migration after:
// teams named by the old English pattern become generated ones, and the nameless "My Care Team" too
// (the first migration refused an empty name, which made this very UPDATE fail).
describe("care's migrations of generated team names (real PostgreSQL)", () => {
  let old: TestDataSource;
  let current: DataSource | undefined;

  const team = (ds: DataSource, name: string, generated?: boolean) => {
    const id = randomUUID();
    const who = randomUUID();
    return generated === undefined
      ? ds.query(
          'INSERT INTO care_teams (id, name, created_by, primary_caregiver_id) VALUES ($1, $2, $3, $3) RETURNING id',
          [id, name, who],
        )
      : ds.query(
          `INSERT INTO care_teams (id, name, name_generated, created_by, primary_caregiver_id)
           VALUES ($1, $2, $3, $4, $4) RETURNING id`,
          [id, name, generated, who],
        );
  };
  const migrated = (schema: string) =>
    createServiceDataSource({
      url: testDatabaseUrl(),
      schema,
      entities: CARE_ENTITIES,
      migrations: CARE_MIGRATIONS,
      poolSize: 2,
    });
  const refusal = (write: Promise<unknown>) =>
    write.then(
      () => 'written',
      (error: { driverError?: { code?: string }; code?: string }) => error.driverError?.code ?? error.code,
    );

  beforeAll(async () => {
    old = await testDataSource('care_team_names', {
      entities: [],
      migrations: CARE_MIGRATIONS.slice(0, BEFORE_GENERATED_NAMES),
    });
  });
  afterAll(async () => {
    await current?.destroy();
    await old?.drop();
  });

  it("given teams named the old way, when the later migrations run, then each becomes a generated name and the nameless one is said in the reader's language", async () => {
    await team(old.ds, 'My Care Team');
    await team(old.ds, "Lucía's Care Team");
    await team(old.ds, 'The Smiths');
    current = await migrated(old.schema);
    const rows = await current.query<{ name: string; name_generated: boolean }[]>(
      'SELECT name, name_generated FROM care_teams ORDER BY name',
    );
    expect(rows).toEqual([
      { name: '', name_generated: true },
      { name: 'Lucía', name_generated: true },
      { name: 'The Smiths', name_generated: false },
    ]);
  });

  it('then a team the product names may be nameless, and a family still cannot give its own team an empty name', async () => {
    expect(await refusal(team(current!, '', true))).toBe('written');
    expect(await refusal(team(current!, '', false))).toBe(CHECK_VIOLATION);
  });

  it('given a database where the old check survived the generated names, when it migrates again, then the check allows a nameless generated team', async () => {
    await current!.query('ALTER TABLE care_teams DROP CONSTRAINT care_teams_name_check');
    await current!.query("DELETE FROM care_teams WHERE name = ''");
    await current!.query('ALTER TABLE care_teams ADD CONSTRAINT care_teams_name_check CHECK (length(name) > 0)');
    await current!.query(`DELETE FROM migrations WHERE name = 'GeneratedNamelessTeam1764400000000'`);
    expect(await refusal(team(current!, '', true))).toBe(CHECK_VIOLATION);
    await current!.destroy();
    current = await migrated(old.schema);
    expect(await refusal(team(current, '', true))).toBe('written');
    expect(await refusal(team(current, '', false))).toBe(CHECK_VIOLATION);
  });
});
