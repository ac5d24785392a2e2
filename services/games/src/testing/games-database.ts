import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { createServiceDataSource, PostgresEventStore } from '@carewith/platform';
import { testDatabaseUrl, uniqueName } from '@carewith/platform/testing';
import { GAMES_MIGRATIONS } from '../migrations';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { MagicLinkEntity } from '../read-model/magic-link.entity';
import { PhotoEntity } from '../read-model/photo.entity';
import { ResultEntity } from '../read-model/result.entity';

// A games schema of its own (every migration run) with the event store beside it, for one test file.
export async function gamesTestDatabase(prefix: string, poolSize = 4) {
  const schema = uniqueName(prefix);
  const ds: DataSource = await createServiceDataSource({
    url: testDatabaseUrl(),
    schema,
    entities: [GameInstanceEntity, ResultEntity, MagicLinkEntity, PhotoEntity],
    migrations: GAMES_MIGRATIONS,
    poolSize,
  });
  const events = new PostgresEventStore({ pool: (ds.driver as unknown as { master: Pool }).master, schema });
  await events.init();
  return {
    ds,
    events,
    schema,
    close: async () => {
      await events.close();
      await ds.query(`DROP SCHEMA "${schema}" CASCADE`);
      await ds.destroy();
    },
  };
}

// The plan PostgreSQL chooses for a query, as text (EXPLAIN without running it).
export async function planOf(ds: DataSource, sql: string, params: unknown[] = []): Promise<string> {
  const rows = await ds.query<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}
