import { queryDb } from '../../support/systems';

// Every table of the app's own schemas (not Postgres' catalogues), as "schema.table".
export async function appTables(databaseUrl: string, options: { exclude?: string[] } = {}): Promise<string[]> {
  const rows = await queryDb<{ t: string }>(
    databaseUrl,
    `SELECT table_schema || '.' || table_name AS t FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1`,
  );
  return rows.map((r) => r.t).filter((t) => !options.exclude?.includes(t));
}

// The rows of a table as a no-write check compares them. The embedded queue's jobs move from pending
// to done by themselves as the worker runs what earlier requests queued; what a request could write
// there is a new job, so its identity and data are compared, not its state.
export const comparedRows = (table: string) =>
  table === 'job_queue.jobs' ? '(SELECT queue, id, name, data FROM job_queue.jobs)' : table;

// Row count and a digest of every row of each table, so an insert, an update or a delete shows.
export async function snapshot(databaseUrl: string, tables: string[]): Promise<Record<string, string>> {
  if (!tables.length) return {};
  const sql = tables
    .map(
      (t) =>
        `SELECT '${t}' AS t, count(*) || ' rows ' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '-') AS n FROM ${comparedRows(t)} x`,
    )
    .join(' UNION ALL ');
  const rows = await queryDb<{ t: string; n: string }>(databaseUrl, sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.n]));
}

// "table: before → after" for each table whose rows differ.
export function changes(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t] ?? '(none)'} → ${after[t] ?? '(none)'}`);
}

export async function rowCount(databaseUrl: string, table: string, where = 'true', params: unknown[] = []) {
  const rows = await queryDb<{ n: number }>(
    databaseUrl,
    `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
    params,
  );
  return rows[0]!.n;
}
