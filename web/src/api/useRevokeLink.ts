import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayLink } from '@carewith/contracts';
import { apiRequest } from './http';
import { gameKey } from './useGame';

// POST /api/games/{id}/links/{linkId}/revoke: the link stops opening the activity.
export function useRevokeLink(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) => {
      const res = await apiRequest('POST', `/api/games/${gameId}/links/${linkId}/revoke`);
      return (await res.json()) as PlayLink;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: gameKey(gameId) });
    },
  });
}
