import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletion } from '@carewith/contracts';
import { apiRequest } from './http';

// DELETE /api/account. The session ends with it: nothing cached may outlive it, and the next screen
// is a full page load of nextUrl. The mutation stays pending until that page replaces this one, so no
// signed-in screen re-renders (and reads again, unauthorized) in between.
export function useDeleteAccount(nextUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('DELETE', '/api/account');
      return (await res.json()) as AccountDeletion;
    },
    onSuccess: async () => {
      queryClient.clear();
      window.location.assign(nextUrl);
      await new Promise<never>(() => undefined);
    },
  });
}
