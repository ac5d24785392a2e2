import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGameRequest, GameInstance } from '@carewith/contracts';
import { apiRequest } from './http';
import { DASHBOARD_KEY } from './useDashboard';

// POST /api/games: a new DRAFT activity; success refreshes the dashboard's recent activities.
export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateGameRequest) => {
      const res = await apiRequest('POST', '/api/games', request);
      return (await res.json()) as GameInstance;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
