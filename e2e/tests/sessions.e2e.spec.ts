import { randomUUID } from 'node:crypto';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { useSystem } from '../support/fixtures';
import { queryDb } from '../support/systems';

jest.setTimeout(120_000);

const email = () => `session.${randomUUID().slice(0, 8)}@example.com`;

const setCookieFor = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

describe('caregiver sessions', () => {
  // Each test signs in (or not) for itself.
  const world = useSystem({ env: { SESSION_SWEEP_SECONDS: '1' }, caregiver: false });
  const sessionRow = (sid: string) =>
    queryDb<{ sid: string }>(world.system.databaseUrl, 'SELECT sid FROM gateway.sessions WHERE sid = $1', [sid]);

  // Over plain HTTP (local development) the cookie is a plain `sid` without Secure, so sign-in works
  // without TLS. Cookie attributes behind TLS, rotation, logout and timeouts: security/cookies.e2e.spec.ts.
  it('names the session cookie sid and leaves it without Secure over plain HTTP', async () => {
    const api = new ApiClient(world.system.url);
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
      world.system.databaseUrl,
      `INSERT INTO gateway.sessions (sid, sess, expire) VALUES ($1, '{"cookie":{}}', now() - interval '1 hour')`,
      [sid],
    );
    await expectEventually(async () => expect(await sessionRow(sid)).toHaveLength(0), { timeoutMs: 15_000 });
  });
});
