import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SessionUser } from '@carewith/contracts';
import { Responders, ResponderTable, testDeployment, TestDeployment } from '@carewith/platform/testing';
import { startGateway } from '../gateway.app';

// The gateway as it runs in production, for its integration tests: its real app factory (startGateway:
// every step of the HTTP pipeline, the session store in a fresh database, the real routes) on the real
// NATS, reached over HTTP by a browser-like client. The services behind it are stand-ins of contract
// shape on the same bus: identity signs people in, care gives a first-timer a team of their own, and
// each test adds the answers its routes need.

export type GatewayDeployment = {
  url: string;
  deployment: TestDeployment;
  standIns: Responders;
  // The people who signed in, by e-mail address (as identity keeps them).
  users: Map<string, SessionUser>;
  // A browser of its own: its cookies, and, behind the test's proxy, its own address.
  browser: (options?: { ip?: string }) => Browser;
  sessions: () => Promise<number>;
  stop: () => Promise<void>;
};

export async function startGatewayOnNats(
  name: string,
  options: { env?: Record<string, string>; answers?: ResponderTable } = {},
): Promise<GatewayDeployment> {
  const deployment = await testDeployment(name);
  const users = new Map<string, SessionUser>();
  const standIns = await deployment.respond({
    'identity.users.upsertFromSignIn': ({ email, firstName, lastName }) => {
      const user: SessionUser = users.get(email) ?? {
        id: randomUUID(),
        email,
        firstName: firstName ?? null,
        lastName: lastName ?? null,
        profileImageUrl: null,
        role: 'CAREGIVER',
        language: null,
      };
      users.set(email, user);
      return user;
    },
    'care.teams.ensureForUser': ({ displayName }, meta) => [
      { id: meta.actorId!, name: `${displayName}'s Care Team`, role: 'OWNER' },
    ],
    ...options.answers,
  });
  let app: NestFastifyApplication | undefined;
  try {
    app = await deployment.withEnv(() => startGateway(), {
      PORT: '0',
      HOST: '127.0.0.1',
      DEV_LOGIN: 'true',
      WEB_DIST: '/nonexistent-web-build',
      BUS_TIMEOUT_MS: '1500',
      ...options.env,
    });
  } catch (error) {
    await deployment.teardown();
    throw error;
  }
  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const pool = new Pool({ connectionString: deployment.databaseUrl, max: 1 });
  return {
    url,
    deployment,
    standIns,
    users,
    browser: (browserOptions) => new Browser(url, browserOptions?.ip),
    sessions: async () => Number((await pool.query('SELECT count(*) AS n FROM gateway.sessions')).rows[0].n),
    stop: async () => {
      await app?.close();
      await pool.end();
      await deployment.teardown();
    },
  };
}

// A browser as far as the gateway can tell: it keeps cookies, and its page echoes the anti-forgery
// cookie in the x-csrf-token header on mutations (unless `csrf: false`, a forged request).
export class Browser {
  private readonly jar = new Map<string, string>();
  // Every Set-Cookie it was sent, as sent.
  readonly setCookies: string[] = [];

  constructor(
    readonly baseUrl: string,
    readonly ip?: string,
  ) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  async request(
    method: string,
    path: string,
    options: { json?: unknown; body?: string; csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const mutating = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (mutating && options.csrf !== false && !this.jar.has('csrf')) await this.request('GET', '/api/auth/csrf');
    const headers: Record<string, string> = {};
    if (this.ip) headers['x-forwarded-for'] = this.ip;
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const body = options.json !== undefined ? JSON.stringify(options.json) : options.body;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (mutating && options.csrf !== false && this.jar.has('csrf')) headers['x-csrf-token'] = this.jar.get('csrf')!;
    Object.assign(headers, options.headers);
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    for (const setCookie of res.headers.getSetCookie()) {
      this.setCookies.push(setCookie);
      const [pair = '', ...attributes] = setCookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = value === '' || attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  // The answer's status and JSON body.
  async json<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: Parameters<Browser['request']>[2] = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const res = await this.request(method, path, options);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
  }

  // The development sign-in page's request; returns the signed-in user.
  async signIn(name: string, email: string): Promise<SessionUser> {
    const res = await this.json<{ user: SessionUser }>('POST', '/api/dev-login', { json: { name, email } });
    if (res.status !== 200) throw new Error(`dev sign-in answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.user;
  }
}
