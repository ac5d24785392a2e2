import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serialize } from 'cookie';
import session from 'express-session';
import type { SessionUser } from '@carewith/contracts';
import connectPgSimple from 'connect-pg-simple';
import { Pool } from 'pg';
import { createLogger, ensureDatabase } from '@carewith/platform';
import type { GatewayConfig } from '../gateway.config';
import type { Middleware } from '../http/pipeline';

const log = createLogger('session');

declare module 'express-session' {
  interface SessionData {
    returnTo?: string;
    authenticatedAt?: number;
  }
}

// Node's request as the session steps leave it (express-session, passport, cookie-parser and the CSRF
// step write these on it; controllers reach it as the Fastify request's `raw`).
export type SessionRequest = IncomingMessage & {
  session: session.Session & Partial<session.SessionData>;
  user?: SessionUser;
  cookies?: Record<string, string>;
  csrfToken?: string;
  logIn(user: SessionUser, done: (error?: unknown) => void): void;
  logout(options: { keepSessionInfo?: boolean }, done: (error?: unknown) => void): void;
  logout(done: (error?: unknown) => void): void;
};

// A Set-Cookie header added to those the answer already has (the session's, the CSRF token's).
export function appendCookie(res: ServerResponse, cookie: string): void {
  const previous = res.getHeader('Set-Cookie');
  res.setHeader(
    'Set-Cookie',
    previous === undefined ? cookie : Array.isArray(previous) ? [...previous, cookie] : [String(previous), cookie],
  );
}

// Tells the browser to drop a cookie (as Express's res.clearCookie: empty, expired in 1970).
export const clearCookie = (res: ServerResponse, name: string) =>
  appendCookie(res, serialize(name, '', { path: '/', expires: new Date(1) }));

// Served over HTTPS the cookie is Secure and takes the __Host- prefix (no Domain, Path=/).
export const isSecure = (config: GatewayConfig) => config.PUBLIC_URL.startsWith('https://');
export const sessionCookieName = (config: GatewayConfig) => (isSecure(config) ? '__Host-sid' : 'sid');

// The spec's `sessions` table (sid, sess, expire indexed), in the gateway's own schema.
export async function createSessionPool(config: GatewayConfig): Promise<Pool> {
  await ensureDatabase(config.DATABASE_URL);
  const pool = new Pool({ connectionString: config.DATABASE_URL, max: 5 });
  // An idle connection the server closes (a restart) is an 'error' on the pool; unheard, it would end
  // the process. The pool drops that connection and opens a new one on the next request.
  pool.on('error', (error) => log.warn({ err: error.message }, 'session store connection lost'));
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', ['migrations:gateway']);
    await client.query('CREATE SCHEMA IF NOT EXISTS gateway');
    await client.query(`CREATE TABLE IF NOT EXISTS gateway.sessions (
      sid text PRIMARY KEY,
      sess json NOT NULL,
      expire timestamp(6) NOT NULL
    )`);
    await client.query('CREATE INDEX IF NOT EXISTS sessions_expire_idx ON gateway.sessions (expire)');
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', ['migrations:gateway']).catch(() => undefined);
    client.release();
  }
  return pool;
}

export function sessionMiddleware(config: GatewayConfig, pool: Pool): { handler: Middleware; close: () => void } {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    schemaName: 'gateway',
    tableName: 'sessions',
    // Expired rows are swept on this interval (10 minutes by default).
    pruneSessionInterval: config.SESSION_SWEEP_SECONDS,
    errorLog: (...args: unknown[]) => log.error({ detail: args.map(String).join(' ') }, 'session store error'),
  });
  spaceTouches(store, touchSpacingMs(config));
  if (!config.SESSION_SECRET) log.warn('SESSION_SECRET is not set: sessions end when the process restarts');
  const handler = session({
    name: sessionCookieName(config),
    secret: config.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    store,
    resave: false,
    saveUninitialized: false,
    // Idle expiry: every request pushes it forward.
    rolling: true,
    proxy: config.TRUST_PROXY,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(config),
      path: '/',
      maxAge: config.SESSION_IDLE_MINUTES * 60_000,
    },
  });
  return { handler: handler as never, close: () => store.close() };
}

// Idle expiry is pushed forward by every request (rolling), and the store writes it back at most once
// per spacing and session, a tenth of the idle period and at most a minute: a read skips the UPDATE of
// its session row that every caregiver read paid for (decision 306). A session idle for the whole
// period still ends; one whose last write was skipped ends up to one spacing sooner.
export const touchSpacingMs = (config: GatewayConfig) => Math.min(60_000, (config.SESSION_IDLE_MINUTES * 60_000) / 10);

// Sessions whose expiry this process wrote last, and when; a session it has not written (another
// replica's, or before a restart) is written at its first touch. Bounded: the oldest are forgotten first.
const TOUCHES_REMEMBERED = 50_000;

export function spaceTouches(store: session.Store, spacingMs: number): void {
  const written = new Map<string, number>();
  const remember = (sid: string, at: number) => {
    written.delete(sid);
    written.set(sid, at);
    if (written.size > TOUCHES_REMEMBERED) written.delete(written.keys().next().value as string);
  };
  const { set, touch, destroy } = store;
  store.set = (sid, sess, callback) => {
    remember(sid, Date.now());
    set.call(store, sid, sess, callback);
  };
  store.destroy = (sid, callback) => {
    written.delete(sid);
    destroy.call(store, sid, callback);
  };
  if (!touch) return;
  store.touch = (sid, sess, callback) => {
    const now = Date.now();
    const at = written.get(sid);
    if (at !== undefined && now - at < spacingMs) {
      callback?.();
      return;
    }
    remember(sid, now);
    touch.call(store, sid, sess, callback);
  };
}

// Absolute expiry: a session older than SESSION_ABSOLUTE_HOURS since sign-in ends, however active.
export function absoluteTimeout(config: GatewayConfig): Middleware {
  const limitMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  return (incoming, res, next) => {
    const req = incoming as SessionRequest;
    const at = req.session?.authenticatedAt;
    if (req.session && at && Date.now() - at > limitMs) {
      // The old session is deleted and the request goes on as a visitor's, with an empty one.
      req.session.regenerate((error) => {
        if (!error) clearCookie(res, sessionCookieName(config));
        next(error);
      });
      return;
    }
    next();
  };
}
