import { randomUUID } from 'node:crypto';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { queryDb, removeDir, startEmbedded } from '../support/systems';

jest.setTimeout(120_000);

type System = Awaited<ReturnType<typeof startEmbedded>>;
const email = () => `session.${randomUUID().slice(0, 8)}@example.com`;

const setCookieFor = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const sessionRow = async (system: System, sid: string) =>
  queryDb<{ sid: string; sess: { authenticatedAt?: number; passport?: { user?: { email: string } } } }>(
    system.databaseUrl,
    'SELECT sid, sess FROM gateway.sessions WHERE sid = $1',
    [sid],
  );
// The cookie value is "s:<sid>.<signature>", URL-encoded.
const sidOf = (cookie: string) => decodeURIComponent(cookie).replace(/^s:/, '').split('.')[0]!;

describe('caregiver sessions', () => {
  let system: System;

  beforeAll(async () => {
    system = await startEmbedded({ env: { SESSION_SWEEP_SECONDS: '1' } });
  });
  afterAll(async () => {
    await system?.stop();
    if (system) removeDir(system.dataDir);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on sign-in, not Secure over plain HTTP', async () => {
    const api = new ApiClient(system.url);
    const res = await api.request('POST', '/api/dev-login', { json: { name: 'Cora Cookie', email: email() } });
    expect(res.status).toBe(200);
    const cookie = setCookieFor(res, 'sid');
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it('rotates the session id at sign-in; the old id does not carry the sign-in', async () => {
    const api = new ApiClient(system.url);
    expect((await api.get('/api/login?returnTo=/invite')).status).toBe(302);
    const before = api.cookie('sid');
    expect(before).toBeDefined();
    await api.signIn('Rita Rotate', email());
    const after = api.cookie('sid');
    expect(after).toBeDefined();
    expect(sidOf(after!)).not.toBe(sidOf(before!));
    const stale = new ApiClient(system.url);
    const res = await stale.request('GET', '/api/auth/user', { headers: { cookie: `sid=${before}` } });
    expect(res.status).toBe(401);
    expect((await api.get('/api/auth/user')).status).toBe(200);
  });

  it('ends the session at logout: the row is gone and the cookie no longer works', async () => {
    const api = new ApiClient(system.url);
    await api.signIn('Lou Logout', email());
    const cookie = api.cookie('sid')!;
    expect(await sessionRow(system, sidOf(cookie))).toHaveLength(1);
    const res = await api.get('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(await sessionRow(system, sidOf(cookie))).toHaveLength(0);
    const replay = await new ApiClient(system.url).request('GET', '/api/auth/user', {
      headers: { cookie: `sid=${cookie}` },
    });
    expect(replay.status).toBe(401);
  });

  it('expires an idle session', async () => {
    const api = new ApiClient(system.url);
    await api.signIn('Ida Idle', email());
    const sid = sidOf(api.cookie('sid')!);
    await queryDb(
      system.databaseUrl,
      "UPDATE gateway.sessions SET expire = now() - interval '1 second' WHERE sid = $1",
      [sid],
    );
    expect((await api.get('/api/auth/user')).status).toBe(401);
  });

  it('expires a session past its absolute lifetime even while in use', async () => {
    const api = new ApiClient(system.url);
    await api.signIn('Abe Absolute', email());
    const sid = sidOf(api.cookie('sid')!);
    expect((await api.get('/api/auth/user')).status).toBe(200);
    const thirteenHoursAgo = Date.now() - 13 * 3_600_000;
    await queryDb(
      system.databaseUrl,
      `UPDATE gateway.sessions SET sess = jsonb_set(sess::jsonb, '{authenticatedAt}', to_jsonb($2::bigint))::json WHERE sid = $1`,
      [sid, thirteenHoursAgo],
    );
    expect((await api.get('/api/auth/user')).status).toBe(401);
    expect(await sessionRow(system, sid)).toHaveLength(0);
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

describe('caregiver sessions behind TLS', () => {
  let system: System;

  beforeAll(async () => {
    // Served as https://... behind a proxy that terminates TLS.
    system = await startEmbedded({ env: { PUBLIC_URL: 'https://localhost', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await system?.stop();
    if (system) removeDir(system.dataDir);
  });

  it('uses __Host- prefixed, Secure cookies', async () => {
    const api = new ApiClient(system.url);
    const tls = { 'x-forwarded-proto': 'https', origin: 'https://localhost' };
    const first = await api.request('GET', '/api/auth/csrf', { headers: tls });
    const csrf = setCookieFor(first, '__Host-csrf');
    expect(csrf).toMatch(/; Secure/i);
    expect(csrf).toMatch(/; Path=\//i);
    expect(csrf).not.toMatch(/Domain=/i);
    const token = api.cookie('__Host-csrf')!;
    const res = await api.request('POST', '/api/dev-login', {
      json: { name: 'Tess Tls', email: email() },
      csrf: false,
      headers: { ...tls, 'x-csrf-token': token },
    });
    expect(res.status).toBe(200);
    const session = setCookieFor(res, '__Host-sid');
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).not.toMatch(/Domain=/i);
  });
});
