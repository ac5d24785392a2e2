import { useMutation } from '@tanstack/react-query';
import type { AuthUser, DevSignInRequest } from '@carewith/contracts';
import { apiRequest } from './http';

// Development sign-in: sets the session cookie and answers where to go next.
export function useDevSignIn() {
  return useMutation({
    mutationFn: async (request: DevSignInRequest) => {
      const res = await apiRequest('POST', '/api/dev-login', request);
      return (await res.json()) as { user: AuthUser; returnTo: string };
    },
  });
}
