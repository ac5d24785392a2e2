import { Client, Pool } from 'pg';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import { testDatabaseUrl, uniqueName } from '@carewith/platform/testing';
import { gatewayConfigSchema } from '../gateway.config';
import { createSessionPool, spaceTouches, touchSpacingMs } from './session';

// The session store writes a session's pushed-forward expiry at most once per spacing (decision 306),
// against the real connect-pg-simple store on a real PostgreSQL.
describe('spaced session touches', () => {
  const name = uniqueName('sessions');
  const url = testDatabaseUrl().replace(/\/[^/]*$/, `/${name}`);
  let pool: Pool;
  let store: session.Store;
  const SPACING = 300;

  beforeAll(async () => {
    pool = await createSessionPool(gatewayConfigSchema.parse({ DATABASE_URL: url }));
    const PgStore = connectPgSimple(session);
    store = new PgStore({ pool, schemaName: 'gateway', tableName: 'sessions', pruneSessionInterval: false });
    spaceTouches(store, SPACING);
  });
  afterAll(async () => {
    await pool.end();
    const admin = new Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  const sess = (expiresInMs: number) =>
    ({ cookie: { expires: new Date(Date.now() + expiresInMs), originalMaxAge: expiresInMs } }) as never;
  const call = (fn: (done: (error?: unknown) => void) => void) =>
    new Promise<void>((resolve, reject) => fn((error) => (error ? reject(error) : resolve())));
  const expiryOf = async (sid: string) =>
    (await pool.query<{ expire: Date }>('SELECT expire FROM gateway.sessions WHERE sid = $1', [sid])).rows[0]?.expire;

  it('skips a touch soon after the session was written, and writes the next one after the spacing', async () => {
    await call((done) => store.set('s1', sess(60_000), done));
    const written = await expiryOf('s1');
    await call((done) => store.touch!('s1', sess(120_000), done));
    expect(await expiryOf('s1')).toEqual(written);
    await new Promise((resolve) => setTimeout(resolve, SPACING + 50));
    await call((done) => store.touch!('s1', sess(180_000), done));
    const touched = await expiryOf('s1');
    expect(touched!.getTime()).toBeGreaterThan(written!.getTime() + 100_000);
    // And the touch just written is not written again at once.
    await call((done) => store.touch!('s1', sess(240_000), done));
    expect(await expiryOf('s1')).toEqual(touched);
  });

  it('writes the first touch of a session this process has not written (another replica, a restart)', async () => {
    await pool.query(
      `INSERT INTO gateway.sessions (sid, sess, expire) VALUES ('s2', '{"cookie":{}}', now() + interval '1 minute')`,
    );
    const before = await expiryOf('s2');
    await call((done) => store.touch!('s2', sess(600_000), done));
    expect((await expiryOf('s2'))!.getTime()).toBeGreaterThan(before!.getTime() + 300_000);
  });

  it('forgets a destroyed session, so a new one of the same id is written at its first touch', async () => {
    await call((done) => store.set('s3', sess(60_000), done));
    await call((done) => store.destroy('s3', done));
    await pool.query(
      `INSERT INTO gateway.sessions (sid, sess, expire) VALUES ('s3', '{"cookie":{}}', now() + interval '1 minute')`,
    );
    const before = await expiryOf('s3');
    await call((done) => store.touch!('s3', sess(600_000), done));
    expect((await expiryOf('s3'))!.getTime()).toBeGreaterThan(before!.getTime() + 300_000);
  });

  it('spaces touches by a tenth of the idle period, at most a minute', () => {
    const spacing = (minutes: string) => touchSpacingMs(gatewayConfigSchema.parse({ SESSION_IDLE_MINUTES: minutes }));
    expect(spacing('1')).toBe(6_000);
    expect(spacing('5')).toBe(30_000);
    expect(spacing('120')).toBe(60_000);
  });
});
