import type { PlayLink } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';
import { gameKey } from './useGame';

// POST /api/games/{id}/links/{linkId}/revoke: the link stops opening the activity.
export function useRevokeLink(gameId: string) {
  return useApiMutation<string, PlayLink>(
    (linkId) => ({ method: 'POST', url: `/api/games/${gameId}/links/${linkId}/revoke` }),
    () => [gameKey(gameId)],
  );
}
