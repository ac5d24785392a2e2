import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewPlayLink } from '@carewith/contracts';
import { apiRequest } from './http';
import { gameKey } from './useGame';

// POST /api/games/{id}/links: a new play link. Its URL is in this answer only (the server keeps a hash).
export function useGenerateLink(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', `/api/games/${gameId}/links`);
      return (await res.json()) as NewPlayLink;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: gameKey(gameId) });
    },
  });
}
