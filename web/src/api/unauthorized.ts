import { AUTH_REDIRECT_DELAY_MS } from '@carewith/contracts';
import { toast } from '../hooks/useToast';

let redirecting = false;

// Spec section 8: an error's message is "status: body", so a lost session reads "401: ...".
export const isUnauthorizedError = (error: unknown): boolean => error instanceof Error && /^401: /.test(error.message);

// Signed-in screens and mutations: a 401 shows the Unauthorized toast, then goes to sign-in after
// AUTH_REDIRECT_DELAY_MS. Returns true when it handled the error (callers then show nothing else).
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  if (!redirecting) {
    redirecting = true;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    setTimeout(() => {
      window.location.href = '/api/login';
    }, AUTH_REDIRECT_DELAY_MS);
  }
  return true;
}
