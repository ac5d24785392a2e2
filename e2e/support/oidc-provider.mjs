/* global process, console -- a Node script */
// A real OpenID provider for browser tests (oidc-provider, development interactions).
// Env: OIDC_PORT (0 = any free port), OIDC_CLIENTS (JSON [{client_id, client_secret, redirect_uris}]).
// Prints one line `READY {"issuer":"http://localhost:<port>"}` on stdout once listening.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { Provider } from 'oidc-provider';

// oidc-provider prints notices with console.info; keep stdout for the READY line only.
console.info = console.log = (...args) => console.error(...args);

const SCOPES = ['openid', 'email', 'profile'];

function parseClients(raw) {
  const list = JSON.parse(raw ?? '[]');
  if (!Array.isArray(list) || list.length === 0) throw new Error('OIDC_CLIENTS must be a non-empty JSON array');
  return list.map(({ client_id, client_secret, redirect_uris }) => ({
    client_id,
    client_secret,
    redirect_uris,
    application_type: 'web',
    grant_types: ['authorization_code'],
    response_types: ['code'],
    // oidc-provider treats basic and post as interchangeable for secret clients.
    token_endpoint_auth_method: 'client_secret_post',
  }));
}

// Any login string is an account: the login is the e-mail, the subject a hash of it.
const emailBySub = new Map();
const subjectFor = (email) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
const capitalise = (s) => (s ? s[0].toUpperCase() + s.slice(1).toLowerCase() : undefined);

function profileFor(email) {
  const local = email.split('@')[0];
  const dot = local.indexOf('.');
  const given = capitalise(dot === -1 ? local : local.slice(0, dot));
  const family = dot === -1 ? undefined : capitalise(local.slice(dot + 1));
  return {
    email,
    email_verified: true,
    name: [given, family].filter(Boolean).join(' ') || email,
    given_name: given,
    family_name: family,
  };
}

function accountFor(email) {
  const sub = subjectFor(email);
  emailBySub.set(sub, email);
  return {
    accountId: sub,
    async claims() {
      return { sub, ...profileFor(email) };
    },
  };
}

const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

const configuration = {
  clients: parseClients(process.env.OIDC_CLIENTS),
  scopes: SCOPES,
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name', 'picture'],
  },
  // Profile claims in the id token too (passport-openidconnect reads it by default).
  conformIdTokenClaims: false,
  // Ends in /userinfo so passport-google-oauth20 parses it as an OpenID profile.
  routes: { userinfo: '/userinfo' },
  // passport-google-oauth20 sends the token as ?access_token=, as Google accepts; Bearer works too.
  acceptQueryParamAccessTokens: true,
  features: {
    devInteractions: { enabled: true },
    // Opaque access tokens that the userinfo endpoint accepts.
    resourceIndicators: { enabled: false },
  },
  jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: 'harness' }] },
  cookies: { keys: [randomBytes(32).toString('hex')] },
  // Accounts are found by e-mail (dev login form) or by subject (sessions, tokens).
  async findAccount(_ctx, id) {
    const email = emailBySub.get(id) ?? (id.includes('@') ? id : undefined);
    return email ? accountFor(email) : undefined;
  },
  // Every client is ours: grant openid/email/profile without a consent page.
  async loadExistingGrant(ctx) {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
    if (existing) return existing;
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope(SCOPES.join(' '));
    await grant.save();
    return grant;
  },
};

const server = createServer();
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(Number(process.env.OIDC_PORT ?? 0), '127.0.0.1', resolve);
});
const issuer = `http://localhost:${server.address().port}`;
const provider = new Provider(issuer, configuration);

// The dev login form submits the e-mail; the session must hold the subject instead.
const interactionResult = provider.interactionResult.bind(provider);
provider.interactionResult = (req, res, result, options) => {
  const login = result?.login;
  if (login && typeof login.accountId === 'string' && !emailBySub.has(login.accountId)) {
    login.accountId = accountFor(login.accountId).accountId;
  }
  return interactionResult(req, res, result, options);
};

// The dev pages import a web font; drop it so the closed network never waits for it.
provider.use(async (ctx, next) => {
  await next();
  if (typeof ctx.body === 'string' && ctx.body.includes('fonts.googleapis.com')) {
    ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/g, '');
  }
});

server.on('request', provider.callback());

function shutdown() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

process.stdout.write(`READY ${JSON.stringify({ issuer })}\n`);
