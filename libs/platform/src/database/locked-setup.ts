import type { Pool, PoolClient } from 'pg';

// Runs set-up work (CREATE ... IF NOT EXISTS and the like) in one transaction under an advisory lock on
// `key`, so processes starting together take turns: Postgres reports a duplicate key to the loser of
// two concurrent CREATEs instead of waiting. Rolled back on failure; the connection always goes back.
export async function inLockedTransaction(
  pool: Pool,
  key: string,
  work: (client: PoolClient) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
