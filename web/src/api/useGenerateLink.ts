import type { NewPlayLink } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';
import { gameKey } from './useGame';

// POST /api/games/{id}/links: a new play link. Its URL is in this answer only (the server keeps a hash).
export function useGenerateLink(gameId: string) {
  return useApiMutation<void, NewPlayLink>(
    () => ({ method: 'POST', url: `/api/games/${gameId}/links` }),
    () => [gameKey(gameId)],
  );
}
