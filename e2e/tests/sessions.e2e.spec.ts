import { randomUUID } from 'node:crypto';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { queryDb, removeDir, startEmbedded } from '../support/systems';

jest.setTimeout(120_000);

type System = Awaited<ReturnType<typeof startEmbedded>>;
const email = () => `session.${randomUUID().slice(0, 8)}@example.com`;

const setCookieFor = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const sessionRow = async (system: System, sid: string) =>
  queryDb<{ sid: string }>(system.databaseUrl, 'SELECT sid FROM gateway.sessions WHERE sid = $1', [sid]);

describe('caregiver sessions', () => {
  let system: System;

  beforeAll(async () => {
    system = await startEmbedded({ env: { SESSION_SWEEP_SECONDS: '1' } });
  });
  afterAll(async () => {
    await system?.stop();
    if (system) removeDir(system.dataDir);
  });

  // Over plain HTTP (local development) the cookie is a plain `sid` without Secure, so sign-in works
  // without TLS. Cookie attributes behind TLS, rotation, logout and timeouts: security/cookies.e2e.spec.ts.
  it('names the session cookie sid and leaves it without Secure over plain HTTP', async () => {
    const api = new ApiClient(system.url);
    const res = await api.request('POST', '/api/dev-login', { json: { name: 'Cora Cookie', email: email() } });
    expect(res.status).toBe(200);
    const cookie = setCookieFor(res, 'sid');
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/; Secure/i);
    expect((await api.get('/api/auth/user')).status).toBe(200);
  });

  it('sweeps expired rows from the sessions table', async () => {
    const sid = `expired-${randomUUID()}`;
    await queryDb(
      system.databaseUrl,
      `INSERT INTO gateway.sessions (sid, sess, expire) VALUES ($1, '{"cookie":{}}', now() - interval '1 hour')`,
      [sid],
    );
    await expectEventually(async () => expect(await sessionRow(system, sid)).toHaveLength(0), { timeoutMs: 15_000 });
  });
});
