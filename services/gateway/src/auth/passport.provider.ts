import { Authenticator } from 'passport';

export const PASSPORT = Symbol('PASSPORT');
export const ENABLED_PROVIDERS = Symbol('ENABLED_PROVIDERS');
export type EnabledProviders = ('oidc' | 'google')[];
export const createAuthenticator = () => new Authenticator();
