import type { AuthUser, Language } from '@carewith/contracts';
import { AUTH_USER_KEY } from './useAuth';
import { useApiMutation } from './useApiMutation';

// PUT /api/account/language: the member's language for the caregiver app; the answer is
// the language as stored, which the signed-in user's record then carries (the app switches to it).
export function useUpdateLanguage() {
  return useApiMutation<string, { language: Language }>(
    (language) => ({ method: 'PUT', url: '/api/account/language', body: { language } }),
    (saved, queryClient) => {
      queryClient.setQueryData<AuthUser | null>(AUTH_USER_KEY, (user) => user && { ...user, ...saved });
      // What the server says in the reader's language is read again in the new one (decision 260).
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_KEY[0] });
    },
  );
}
