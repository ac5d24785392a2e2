import { randomBytes, timingSafeEqual } from 'node:crypto';
import { serialize } from 'cookie';
import type { GatewayConfig } from '../gateway.config';
import { pathOf, Step } from '../http/pipeline';
import { appendCookie, isSecure, SessionRequest } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The loved one's play page and a shared "About me" page are reached by capability URL (no cookie to
// ride on); provider webhooks are authenticated by their signatures.
const EXEMPT = [/^\/api\/play\//, /^\/api\/shared\//, /^\/api\/webhooks\//];
export const CSRF_HEADER = 'x-csrf-token';
export const csrfCookieName = (config: GatewayConfig) => (isSecure(config) ? '__Host-csrf' : 'csrf');

// The cookie's attributes (the page's script must read it: not httpOnly).
const csrfCookieOptions = (config: GatewayConfig) =>
  ({ httpOnly: false, sameSite: 'strict', secure: isSecure(config), path: '/' }) as const;

// A fresh double-submit token.
const newCsrfToken = () => randomBytes(32).toString('base64url');

export const CSRF_MESSAGE =
  'This request was refused because it did not come from this site. Please reload the page and try again.';

// Double-submit token: a random cookie the page's script can read and must echo in a header, plus
// an Origin check. A cross-site form can neither read the cookie nor set the header.
export function csrfProtection(config: GatewayConfig): Step['use'] {
  const cookieName = csrfCookieName(config);
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const options = csrfCookieOptions(config);
  return (request, reply, next) => {
    const req = request.raw as SessionRequest;
    const cookie = req.cookies?.[cookieName];
    if (!cookie) {
      const token = newCsrfToken();
      appendCookie(reply.raw, serialize(cookieName, token, options));
      req.csrfToken = token;
    }
    if (unchecked(request.method, pathOf(request.url))) return next();
    const origin = request.headers.origin;
    const sameOrigin = !origin || origin === publicOrigin || origin === `${request.protocol}://${request.headers.host}`;
    const header = request.headers[CSRF_HEADER];
    if (!sameOrigin || !cookie || typeof header !== 'string' || !equal(header, cookie)) {
      void reply.code(403).send({ code: 'FORBIDDEN', message: CSRF_MESSAGE });
      return;
    }
    next();
  };
}

// Requests the check lets through: safe methods, what is not the API, the exempt routes.
const unchecked = (method: string, path: string) =>
  SAFE_METHODS.has(method) || !path.startsWith('/api/') || EXEMPT.some((re) => re.test(path));

function equal(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
