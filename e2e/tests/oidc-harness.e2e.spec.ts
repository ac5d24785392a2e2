import { randomBytes } from 'node:crypto';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { ErrorRequestHandler, NextFunction, Request, Response } from 'express';
import session from 'express-session';
import passport, { Profile } from 'passport';
import OpenIDConnectStrategy from 'passport-openidconnect';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import type { Browser } from 'playwright-core';
import { closePage, launchBrowser, newPage } from '../support/browser';
import { completeProviderSignIn, OidcProviderHandle, startOidcProvider } from '../support/oidc';

// Starting the provider and Chromium takes longer than jest's default 5 s on a busy machine.
jest.setTimeout(60_000);

// The harness against the real passport strategies, in a throwaway Express app (no gateway).

interface SignedIn {
  strategy: string;
  issuer?: string;
  sub: string;
  email?: string;
  givenName?: string;
  familyName?: string;
  displayName?: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
}

const OIDC_CLIENT = { id: 'harness-oidc', secret: randomBytes(16).toString('hex') };
const GOOGLE_CLIENT = { id: 'harness-google', secret: randomBytes(16).toString('hex') };
const WRONG_SECRET = 'not-the-secret';

const toSignedIn = (strategy: string, profile: Profile, issuer?: string): SignedIn => ({
  strategy,
  issuer,
  sub: profile.id,
  email: profile.emails?.[0]?.value,
  givenName: profile.name?.givenName,
  familyName: profile.name?.familyName,
  displayName: profile.displayName,
});

describe('OIDC provider harness with passport strategies', () => {
  const received: SignedIn[] = [];
  const auth = new passport.Authenticator();
  let server: Server;
  let appUrl: string;
  let provider: OidcProviderHandle;
  let browser: Browser;

  beforeAll(async () => {
    // The app listens first: its port is part of the redirect URIs the provider registers.
    const app = express();
    app.use(session({ secret: randomBytes(16).toString('hex'), resave: false, saveUninitialized: false }));
    app.use(auth.initialize());
    const run = (name: string) => (req: Request, res: Response, next: NextFunction) =>
      auth.authenticate(name, { session: false })(req, res, next);
    app.get('/login/:name', (req, res, next) => run(req.params.name)(req, res, next));
    app.get(
      '/callback/:name',
      (req, res, next) => run(req.params.name)(req, res, next),
      (req, res) => res.json(req.user),
    );
    const onError: ErrorRequestHandler = (err: Error & { code?: string }, _req, res, _next) => {
      res.status(500).json({ error: err.code ?? err.message });
    };
    app.use(onError);
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    appUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
    const callback = (name: string) => `${appUrl}/callback/${name}`;

    provider = await startOidcProvider([
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [callback('oidc'), callback('oidc-userinfo'), callback('oidc-wrong-secret')],
      },
      {
        client_id: GOOGLE_CLIENT.id,
        client_secret: GOOGLE_CLIENT.secret,
        redirect_uris: [callback('google'), callback('google-wrong-secret')],
      },
    ]);

    // passport-openidconnect 0.1 has no discovery: the app reads the metadata itself.
    const metadataResponse = await fetch(`${provider.issuer}/.well-known/openid-configuration`);
    const meta = (await metadataResponse.json()) as Discovery;

    const oidc = (name: string, clientSecret: string, skipUserProfile?: boolean) =>
      new OpenIDConnectStrategy(
        {
          issuer: meta.issuer,
          authorizationURL: meta.authorization_endpoint,
          tokenURL: meta.token_endpoint,
          userInfoURL: meta.userinfo_endpoint,
          clientID: OIDC_CLIENT.id,
          clientSecret,
          callbackURL: callback(name),
          scope: ['email', 'profile'],
          skipUserProfile,
        },
        // Three arguments: by default the profile comes from the id token alone.
        (issuer: string, profile: Profile, done: (err: Error | null, user?: SignedIn) => void) => {
          const user = toSignedIn(name, profile, issuer);
          received.push(user);
          done(null, user);
        },
      );
    auth.use('oidc', oidc('oidc', OIDC_CLIENT.secret));
    auth.use('oidc-userinfo', oidc('oidc-userinfo', OIDC_CLIENT.secret, false));
    auth.use('oidc-wrong-secret', oidc('oidc-wrong-secret', WRONG_SECRET));

    const google = (name: string, clientSecret: string) =>
      new GoogleStrategy(
        {
          clientID: GOOGLE_CLIENT.id,
          clientSecret,
          callbackURL: callback(name),
          authorizationURL: meta.authorization_endpoint,
          tokenURL: meta.token_endpoint,
          userProfileURL: meta.userinfo_endpoint,
          scope: ['openid', 'email', 'profile'],
          state: true,
        },
        (_accessToken, _refreshToken, profile, done) => {
          const user = toSignedIn(name, profile);
          received.push(user);
          done(null, user);
        },
      );
    auth.use('google', google('google', GOOGLE_CLIENT.secret));
    auth.use('google-wrong-secret', google('google-wrong-secret', WRONG_SECRET));

    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await provider?.stop();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  // One browser sign-in through the app's strategy `name`; the callback's status and JSON.
  async function signIn(name: string, email: string): Promise<{ status: number; body: unknown }> {
    const page = await newPage(browser);
    try {
      const callbackResponse = page.waitForResponse((r) => r.url().startsWith(`${appUrl}/callback/${name}?`));
      callbackResponse.catch(() => undefined); // awaited below; not unhandled if sign-in throws first
      await page.goto(`${appUrl}/login/${name}`);
      expect(new URL(page.url()).origin).toBe(provider.issuer);
      await completeProviderSignIn(page, email);
      const response = await callbackResponse;
      return { status: response.status(), body: await response.json() };
    } finally {
      await closePage(page);
    }
  }

  it('publishes the issuer as http://localhost:<port> with the endpoints the strategies need', async () => {
    expect(provider.issuer).toMatch(/^http:\/\/localhost:\d+$/);
    const meta = (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as Discovery;
    expect(meta).toMatchObject({
      issuer: provider.issuer,
      authorization_endpoint: `${provider.issuer}/auth`,
      token_endpoint: `${provider.issuer}/token`,
      userinfo_endpoint: `${provider.issuer}/userinfo`,
    });
  });

  let aliceSub = '';

  it('signs in through passport-openidconnect with profile claims from the id token', async () => {
    const { status, body } = await signIn('oidc', 'alice.smith@example.com');
    expect(status).toBe(200);
    expect(body).toEqual({
      strategy: 'oidc',
      issuer: provider.issuer,
      sub: expect.stringMatching(/^[0-9a-f]{64}$/),
      email: 'alice.smith@example.com',
      givenName: 'Alice',
      familyName: 'Smith',
      displayName: 'Alice Smith',
    });
    expect(received.at(-1)).toEqual(body);
    aliceSub = (body as SignedIn).sub;
  });

  it('signs in through passport-openidconnect with the userinfo endpoint too, same subject', async () => {
    const { status, body } = await signIn('oidc-userinfo', 'alice.smith@example.com');
    expect(status).toBe(200);
    expect(body).toMatchObject({ sub: aliceSub, email: 'alice.smith@example.com', givenName: 'Alice' });
  });

  it('signs in through passport-google-oauth20 pointed at the provider', async () => {
    const { status, body } = await signIn('google', 'bob@example.com');
    expect(status).toBe(200);
    expect(body).toEqual({
      strategy: 'google',
      sub: expect.stringMatching(/^[0-9a-f]{64}$/),
      email: 'bob@example.com',
      givenName: 'Bob',
      displayName: 'Bob',
    });
    expect((body as SignedIn).sub).not.toBe(aliceSub);
    expect(received.at(-1)).toEqual(body);
  });

  it('gives the same e-mail the same subject through either strategy', async () => {
    const { status, body } = await signIn('google', 'alice.smith@example.com');
    expect(status).toBe(200);
    expect(body).toMatchObject({ sub: aliceSub, givenName: 'Alice', familyName: 'Smith' });
  });

  it.each(['oidc-wrong-secret', 'google-wrong-secret'])(
    'fails the callback with a wrong client secret (%s)',
    async (name) => {
      const before = received.length;
      const { status, body } = await signIn(name, 'alice.smith@example.com');
      expect(status).toBe(500);
      expect(body).toEqual({ error: 'invalid_client' });
      expect(received).toHaveLength(before);
    },
  );
});
