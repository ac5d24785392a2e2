import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { PostgresEventStore, ServiceDataSourceOptions } from '@carewith/platform';
import { testDataSource } from '@carewith/platform/testing';
import { GAMES_MIGRATIONS } from '../migrations';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { MagicLinkEntity } from '../read-model/magic-link.entity';
import { PhotoEntity } from '../read-model/photo.entity';
import { ResultEntity } from '../read-model/result.entity';

// The read model's entities, as the games module maps them.
export const READ_MODEL_ENTITIES = [GameInstanceEntity, ResultEntity, MagicLinkEntity, PhotoEntity];

// A games schema of its own (every migration run), for one test file.
export const gamesTestDataSource = (
  prefix: string,
  poolSize: number,
  entities: ServiceDataSourceOptions['entities'] = READ_MODEL_ENTITIES,
) => testDataSource(prefix, { entities, migrations: GAMES_MIGRATIONS, poolSize });

// The same with the event store beside it.
export async function gamesTestDatabase(prefix: string, poolSize = 4) {
  const { ds, schema, drop } = await gamesTestDataSource(prefix, poolSize);
  const events = new PostgresEventStore({ pool: (ds.driver as unknown as { master: Pool }).master, schema });
  await events.init();
  return {
    ds,
    events,
    schema,
    close: async () => {
      await events.close();
      await drop();
    },
  };
}

export type SeededActivities = {
  // 'many': every activity for a loved one of its own (other families filling the table).
  seniorId: string | null | 'many';
  careTeamId: string;
  count: number;
  status: 'DRAFT' | 'SENT' | 'ACTIVE' | 'CLOSED';
  templateId?: string;
  // The config of every activity; {n} in it becomes the activity's number (1..count).
  config?: unknown;
  // ACTIVE and CLOSED activities started this long before now, plus a minute per activity.
  startedAgoMs?: number;
};

// Bulk activities in one statement (generate_series), for tests that need a table at size. The rows
// get created_at one minute apart, oldest first; the table is analyzed so the planner knows its size.
// Returns their ids, oldest first.
export async function seedActivities(ds: DataSource, seed: SeededActivities): Promise<string[]> {
  const config = JSON.stringify(seed.config ?? { title: 'Activity {n}', steps: [] });
  const started = seed.status === 'ACTIVE' || seed.status === 'CLOSED';
  const rows = await ds.query<{ id: string }[]>(
    `INSERT INTO game_instances (senior_id, care_team_id, template_id, created_by, status, config_json, created_at,
                                 started_at, sent_at)
     SELECT CASE WHEN $1 = 'many' THEN gen_random_uuid() ELSE $1::uuid END, $2, $3, $2, $4, replace($5, '{n}', n::text)::jsonb, now() - (($6 - n) * interval '1 minute'),
            CASE WHEN $7 THEN now() - ($8 * interval '1 millisecond') - (($6 - n) * interval '1 minute') END,
            CASE WHEN $4 <> 'DRAFT' THEN now() END
       FROM generate_series(1, $6::int) AS n
     RETURNING id`,
    [
      seed.seniorId,
      seed.careTeamId,
      seed.templateId ?? 'grandkid-match',
      seed.status,
      config,
      seed.count,
      started,
      seed.startedAgoMs ?? 60_000,
    ],
  );
  await ds.query('ANALYZE game_instances');
  return rows.map((r) => r.id);
}

// The plan PostgreSQL chooses for a query, as text (EXPLAIN without running it).
export async function planOf(ds: DataSource, sql: string, params: unknown[] = []): Promise<string> {
  const rows = await ds.query<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}
