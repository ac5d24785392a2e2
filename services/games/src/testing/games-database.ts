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

// The plan PostgreSQL chooses for a query, as text (EXPLAIN without running it).
export async function planOf(ds: DataSource, sql: string, params: unknown[] = []): Promise<string> {
  const rows = await ds.query<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}
