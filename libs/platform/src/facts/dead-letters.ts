import type { Pool } from 'pg';
import { toDeadLetter, type DeadLetter, type DeadLetterDbRow } from './fact-bus';

// The operator's side of the dead letters (tools/facts.mjs): every service keeps its own, in its
// schema's fact_dead_letters; a replay is asked for by marking rows, and the service that owns the
// consumer runs them again within a few seconds (FactBus.replay).

// A service's dead letter (FactBus.deadLetters), with the service's schema and whether a replay is asked.
export type DeadLetterRow = DeadLetter & { schema: string; replayRequested: boolean };

const SAFE = /^[a-z_][a-z0-9_]*$/i;

async function schemasWithDeadLetters(pool: Pool, only?: string): Promise<string[]> {
  const { rows } = await pool.query<{ schema: string }>(
    `SELECT table_schema AS schema FROM information_schema.tables
      WHERE table_name = 'fact_dead_letters' AND ($1::text IS NULL OR table_schema = $1) ORDER BY 1`,
    [only ?? null],
  );
  return rows.map((r) => r.schema).filter((s) => SAFE.test(s));
}

export async function listDeadLetters(pool: Pool, filter: { schema?: string } = {}): Promise<DeadLetterRow[]> {
  const all: DeadLetterRow[] = [];
  for (const schema of await schemasWithDeadLetters(pool, filter.schema)) {
    const { rows } = await pool.query<DeadLetterDbRow & { replay_requested_at: Date | null }>(
      `SELECT consumer, fact_id, subject, attempts, error, dead_at, replay_requested_at
         FROM "${schema}".fact_dead_letters ORDER BY dead_at`,
    );
    all.push(...rows.map((r) => ({ ...toDeadLetter(r), schema, replayRequested: r.replay_requested_at !== null })));
  }
  return all;
}

// Marks dead letters (all, one consumer's, or one fact's) for replay; returns how many.
export async function requestReplay(
  pool: Pool,
  filter: { schema?: string; consumer?: string; factId?: string } = {},
): Promise<number> {
  let marked = 0;
  for (const schema of await schemasWithDeadLetters(pool, filter.schema)) {
    const { rowCount } = await pool.query(
      `UPDATE "${schema}".fact_dead_letters SET replay_requested_at = now()
        WHERE ($1::text IS NULL OR consumer = $1) AND ($2::uuid IS NULL OR fact_id = $2)`,
      [filter.consumer ?? null, filter.factId ?? null],
    );
    marked += rowCount ?? 0;
  }
  return marked;
}
