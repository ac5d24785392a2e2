import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { GatewayConfig } from '../gateway.config';
import { isSecure } from './session';

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
export function csrfProtection(config: GatewayConfig) {
  const cookieName = csrfCookieName(config);
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    let token = readCookie(req, cookieName);
    if (!token) {
      token = newCsrfToken();
      res.cookie(cookieName, token, csrfCookieOptions(config));
      (req as Request & { csrfToken?: string }).csrfToken = token;
    }
    if (unchecked(req.method, req.path)) return next();
    const origin = req.header('origin');
    const sameOrigin = !origin || origin === publicOrigin || origin === `${req.protocol}://${req.get('host')}`;
    const header = req.header(CSRF_HEADER) ?? '';
    const cookie = readCookie(req, cookieName) ?? '';
    if (!sameOrigin || !cookie || !equal(header, cookie)) {
      res.status(403).json({ code: 'FORBIDDEN', message: CSRF_MESSAGE });
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

function readCookie(req: Request, name: string): string | undefined {
  const cookies = (req as Request & { cookies?: Record<string, string> }).cookies;
  return cookies?.[name];
}
