import { randomUUID } from 'node:crypto';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../../support/api';
import { useSystem } from '../../support/fixtures';
import { queryDb } from '../../support/systems';

// The caregiver's session cookie, as served behind a proxy that terminates TLS (PUBLIC_URL https and
// TRUST_PROXY: the gateway names its cookies __Host-* and marks them Secure; see auth/session.ts).
jest.setTimeout(120_000);

const SID = '__Host-sid';
const CSRF = '__Host-csrf';
// What the TLS-terminating proxy adds to every request it forwards.
const TLS = { 'x-forwarded-proto': 'https' };
const email = () => `cookie.${randomUUID().slice(0, 8)}@example.com`;
const setCookieFor = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
// The cookie value is "s:<sid>.<signature>", URL-encoded.
const sidOf = (cookie: string) => decodeURIComponent(cookie).replace(/^s:/, '').split('.')[0]!;

// A browser behind the proxy: every request carries the proxy's header, mutations echo __Host-csrf.
async function call(api: ApiClient, method: string, path: string, json?: unknown) {
  const mutating = method !== 'GET';
  if (mutating && !api.cookie(CSRF)) await api.request('GET', '/api/auth/csrf', { headers: TLS });
  return api.request(method, path, {
    ...(json === undefined ? {} : { json }),
    csrf: false,
    headers: { ...TLS, ...(mutating ? { 'x-csrf-token': api.cookie(CSRF) ?? '' } : {}) },
  });
}
// Another client replaying a session cookie it got hold of.
const replay = (system: { url: string }, cookie: string) =>
  fetch(`${system.url}/api/auth/user`, { headers: { ...TLS, cookie: `${SID}=${cookie}` } });

describe('session cookies (embedded profile behind TLS)', () => {
  // Signed in below through the proxy (the development sign-in's cookies are the __Host- ones here).
  const world = useSystem({
    caregiver: false,
    env: {
      PUBLIC_URL: 'https://localhost',
      TRUST_PROXY: 'true',
      // The shortest the configuration allows (whole minutes and hours; gateway.config.ts).
      SESSION_IDLE_MINUTES: '1',
      SESSION_ABSOLUTE_HOURS: '1',
    },
  });
  const sessionRow = (sid: string) =>
    queryDb<{ sid: string }>(world.system.databaseUrl, 'SELECT sid FROM gateway.sessions WHERE sid = $1', [sid]);
  const signIn = async (api: ApiClient, name: string) => {
    const res = await call(api, 'POST', '/api/dev-login', { name, email: email() });
    expect(res.status).toBe(200);
    return res;
  };
  // Signed in at start-up and left alone until the last test, which waits out the idle timeout.
  const idle = { api: undefined as unknown as ApiClient, sid: '' };
  const active = { api: undefined as unknown as ApiClient };

  beforeAll(async () => {
    idle.api = new ApiClient(world.system.url);
    active.api = new ApiClient(world.system.url);
    await signIn(idle.api, 'Ida Idle');
    await signIn(active.api, 'Ace Active');
    idle.sid = sidOf(idle.api.cookie(SID)!);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Secure, __Host- prefixed, Path=/ and without Domain', async () => {
    const api = new ApiClient(world.system.url);
    const res = await signIn(api, 'Cora Cookie');
    const session = setCookieFor(res, SID);
    expect(session).toBeDefined();
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; Path=\/(;|$)/i);
    expect(session).not.toMatch(/Domain=/i);
    // No unprefixed twin a subdomain or a plain-HTTP page could overwrite.
    expect(res.headers.getSetCookie().filter((c) => /^(sid|csrf)=/.test(c))).toEqual([]);
    // The anti-forgery cookie is read by the page's script (not HttpOnly) but is Secure, host-only and Strict.
    const first = await new ApiClient(world.system.url).request('GET', '/api/auth/csrf', { headers: TLS });
    const csrf = setCookieFor(first, CSRF);
    expect(csrf).toMatch(/; Secure/i);
    expect(csrf).toMatch(/; SameSite=Strict/i);
    expect(csrf).toMatch(/; Path=\/(;|$)/i);
    expect(csrf).not.toMatch(/Domain=/i);
  });

  it('rotates the session id at sign-in: the visitor session before is not the signed-in one, and dies', async () => {
    const api = new ApiClient(world.system.url);
    // Starting a sign-in stores the return path in a visitor session: a cookie before sign-in.
    expect((await call(api, 'GET', '/api/login?returnTo=/invite')).status).toBe(302);
    const before = api.cookie(SID);
    expect(before).toBeDefined();
    expect(await sessionRow(sidOf(before!))).toHaveLength(1);
    await signIn(api, 'Rita Rotate');
    const after = api.cookie(SID);
    expect(after).toBeDefined();
    expect(sidOf(after!)).not.toBe(sidOf(before!));
    // An attacker who planted or read the visitor cookie gets nothing from the sign-in.
    expect((await replay(world.system, before!)).status).toBe(401);
    expect(await sessionRow(sidOf(before!))).toHaveLength(0);
    expect((await replay(world.system, after!)).status).toBe(200);
  });

  it('ends the session at logout: the row is gone and the old cookie, replayed, is refused', async () => {
    const api = new ApiClient(world.system.url);
    await signIn(api, 'Lou Logout');
    const cookie = api.cookie(SID)!;
    expect(await sessionRow(sidOf(cookie))).toHaveLength(1);
    expect((await replay(world.system, cookie)).status).toBe(200);
    const res = await call(api, 'GET', '/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    // The browser is told to drop the cookie…
    expect(setCookieFor(res, SID)).toMatch(/Expires=Thu, 01 Jan 1970/i);
    // …and a copy kept elsewhere no longer works.
    expect(await sessionRow(sidOf(cookie))).toHaveLength(0);
    expect((await replay(world.system, cookie)).status).toBe(401);
  });

  it('ends a session past its absolute lifetime even while it is in use', async () => {
    const api = new ApiClient(world.system.url);
    await signIn(api, 'Abe Absolute');
    const sid = sidOf(api.cookie(SID)!);
    expect((await call(api, 'GET', '/api/auth/user')).status).toBe(200);
    // SESSION_ABSOLUTE_HOURS is at least one hour, too long to wait for in a test: the sign-in time
    // the gateway checks is moved back two hours instead (the row is otherwise fresh and in use).
    await queryDb(
      world.system.databaseUrl,
      `UPDATE gateway.sessions SET sess = jsonb_set(sess::jsonb, '{authenticatedAt}', to_jsonb($2::bigint))::json WHERE sid = $1`,
      [sid, Date.now() - 2 * 3_600_000],
    );
    expect((await call(api, 'GET', '/api/auth/user')).status).toBe(401);
    expect(await sessionRow(sid)).toHaveLength(0);
  });

  // Last: the idle session signed in at start-up has been left alone since; this waits (by polling the
  // store, not a fixed sleep) until its idle minute is up, while the active session is used meanwhile.
  it('ends a session left idle past SESSION_IDLE_MINUTES, and keeps one in use alive', async () => {
    expect((await call(active.api, 'GET', '/api/auth/user')).status).toBe(200);
    await expectEventually(
      async () => {
        expect((await call(active.api, 'GET', '/api/auth/user')).status).toBe(200);
        const live = await queryDb(
          world.system.databaseUrl,
          'SELECT sid FROM gateway.sessions WHERE sid = $1 AND expire > now()',
          [idle.sid],
        );
        expect(live).toEqual([]);
      },
      { timeoutMs: 150_000, intervalMs: 5_000 },
    );
    expect((await call(idle.api, 'GET', '/api/auth/user')).status).toBe(401);
    // Used all along, the other session has outlived the idle timeout.
    expect((await call(active.api, 'GET', '/api/auth/user')).status).toBe(200);
  }, 200_000);
});
