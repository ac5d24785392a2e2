import { AUTH_REDIRECT_DELAY_MS } from '@carewith/contracts';
import { toast } from '../hooks/useToast';

let redirecting = false;

// Sign-in that brings the person back to `returnTo` (a same-site path) afterwards.
export const signInUrl = (returnTo: string) => `/api/login?returnTo=${encodeURIComponent(returnTo)}`;

// Spec section 8: an error's message is "status: body", so a lost session reads "401: ...".
export const isUnauthorizedError = (error: unknown): boolean => error instanceof Error && /^401: /.test(error.message);

// Signed-in screens and mutations: a 401 shows the Unauthorized toast, then goes to sign-in after
// AUTH_REDIRECT_DELAY_MS, and back to the same page once signed in. Returns true when it handled the error (callers then show nothing else).
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  if (!redirecting) {
    redirecting = true;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    setTimeout(() => {
      const { pathname, search, hash } = window.location;
      window.location.href = signInUrl(`${pathname}${search}${hash}`);
    }, AUTH_REDIRECT_DELAY_MS);
  }
  return true;
}
