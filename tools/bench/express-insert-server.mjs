// Baseline for play ingestion (started as its own process by play.mjs): about the least an HTTP endpoint
// that stores an event can do. Express 5, a JSON body, one INSERT per request on a pg Pool of 10.
// Env: DATABASE_URL, TABLE (schema-qualified, created by the caller). Prints `READY {"url":...}`.
import express from 'express';
import { assertLocal, requireFromPlatform } from './lib.mjs';

const { Pool } = requireFromPlatform('pg');
const table = process.env.TABLE;
if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/.test(table ?? '')) throw new Error(`bad TABLE ${table}`);
const pool = new Pool({ connectionString: assertLocal(process.env.DATABASE_URL ?? '', 'DATABASE_URL'), max: 10 });
const insert = `INSERT INTO ${table} (stream, type, data) VALUES ($1, $2, $3::jsonb)`;

const app = express();
app.use(express.json());
app.post('/events', async (req, res) => {
  const { stream, type, data } = req.body ?? {};
  await pool.query(insert, [stream, type, JSON.stringify(data)]);
  res.json({ ok: true });
});

const server = app.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  process.stdout.write(`READY ${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().finally(() => process.exit(0));
});
