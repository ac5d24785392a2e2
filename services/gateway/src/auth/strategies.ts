import { Authenticator } from 'passport';
import { Strategy as GoogleStrategy, Profile as GoogleProfile } from 'passport-google-oauth20';
import { Strategy as OidcStrategy, Profile as OidcProfile } from 'passport-openidconnect';
import { SessionUser, SignInProvider, UpsertUserRequest } from '@carewith/contracts';
import { createLogger } from '@carewith/platform';
import type { GatewayConfig } from '../gateway.config';
import type { SignInService } from './sign-in.service';

const log = createLogger('auth');

type ProviderProfile = {
  id: string;
  name?: { givenName?: string; familyName?: string };
  emails?: { value: string }[];
  photos?: { value: string }[];
};

export function identityFrom(provider: SignInProvider, profile: ProviderProfile): UpsertUserRequest {
  const email = profile.emails?.[0]?.value;
  if (!email) throw new Error('The sign-in provider did not share an e-mail address');
  const picture = profile.photos?.[0]?.value;
  return {
    provider,
    subject: profile.id,
    email,
    firstName: profile.name?.givenName ?? null,
    lastName: profile.name?.familyName ?? null,
    profileImageUrl: picture && /^https?:\/\//.test(picture) ? picture : null,
  };
}

// What the strategies' verify callbacks read of the request (passReqToCallback): the session's return path.
type ProviderRequest = { session?: { returnTo?: string } };

type Done = (error: Error | null, user?: SessionUser | false) => void;

// Registers the strategies that are configured; returns their names in order of preference.
export async function configureStrategies(passport: Authenticator, config: GatewayConfig, signIn: SignInService) {
  const enabled: Exclude<SignInProvider, 'dev'>[] = [];
  const verify = (req: ProviderRequest, provider: SignInProvider, profile: ProviderProfile, done: Done) => {
    let identity: UpsertUserRequest;
    try {
      identity = identityFrom(provider, profile);
    } catch {
      return done(null, false);
    }
    signIn.complete(identity, { returnTo: req.session?.returnTo }).then(
      (user) => done(null, user),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };
  const callbackURL = (provider: string) => new URL(`/api/callback/${provider}`, config.PUBLIC_URL).toString();

  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET) {
    const issuer = config.OIDC_ISSUER.replace(/\/$/, '');
    const metadata = await discover(issuer);
    passport.use(
      'oidc',
      new OidcStrategy(
        {
          issuer: metadata.issuer,
          authorizationURL: metadata.authorization_endpoint,
          tokenURL: metadata.token_endpoint,
          userInfoURL: metadata.userinfo_endpoint,
          clientID: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          callbackURL: callbackURL('oidc'),
          scope: ['profile', 'email'],
          passReqToCallback: true,
        },
        (req: ProviderRequest, _issuer: string, profile: OidcProfile, done: Done) =>
          verify(req, 'oidc', profile as ProviderProfile, done),
      ),
    );
    enabled.push('oidc');
  }
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    passport.use(
      'google',
      new GoogleStrategy(
        {
          clientID: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
          callbackURL: callbackURL('google'),
          scope: ['openid', 'email', 'profile'],
          state: true,
          passReqToCallback: true,
          ...(config.GOOGLE_AUTHORIZATION_URL ? { authorizationURL: config.GOOGLE_AUTHORIZATION_URL } : {}),
          ...(config.GOOGLE_TOKEN_URL ? { tokenURL: config.GOOGLE_TOKEN_URL } : {}),
          ...(config.GOOGLE_USERINFO_URL ? { userProfileURL: config.GOOGLE_USERINFO_URL } : {}),
        },
        (req: ProviderRequest, _access: string, _refresh: string, profile: GoogleProfile, done: Done) =>
          verify(req, 'google', profile, done),
      ),
    );
    enabled.push('google');
  }
  // The session holds a snapshot of the user; it is refreshed at every sign-in.
  passport.serializeUser((user, done) => done(null, user));
  passport.deserializeUser((user: SessionUser, done) => done(null, user));
  log.info({ providers: enabled }, 'sign-in providers');
  return enabled;
}

type OidcMetadata = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
};

async function discover(issuer: string): Promise<OidcMetadata> {
  const url = `${issuer}/.well-known/openid-configuration`;
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
      return (await res.json()) as OidcMetadata;
    } catch (error) {
      if (attempt >= 5)
        throw new Error(`OpenID discovery failed at ${url}: ${error instanceof Error ? error.message : String(error)}`);
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
}
