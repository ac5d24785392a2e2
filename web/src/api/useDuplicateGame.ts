import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameInstance } from '@carewith/contracts';
import { apiRequest } from './http';
import { DASHBOARD_KEY } from './useDashboard';

// POST /api/games/{id}/duplicate: a DRAFT copy titled "... (copy)".
export function useDuplicateGame(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', `/api/games/${gameId}/duplicate`);
      return (await res.json()) as GameInstance;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
