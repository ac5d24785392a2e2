import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameInstance, UpdateGameRequest } from '@carewith/contracts';
import { apiRequest } from './http';
import { DASHBOARD_KEY } from './useDashboard';
import { gameKey } from './useGame';
import { scheduleKey } from './useSeniorSchedule';

// PATCH /api/games/{id}: a draft's new title and steps; success refreshes the activity, the dashboard
// and the loved one's Coming up.
export function useUpdateGame(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: UpdateGameRequest) => {
      const res = await apiRequest('PATCH', `/api/games/${gameId}`, request);
      return (await res.json()) as GameInstance;
    },
    onSuccess: async (game) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: gameKey(gameId) }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        // Coming up names the draft it will send.
        ...(game.seniorId ? [queryClient.invalidateQueries({ queryKey: scheduleKey(game.seniorId) })] : []),
      ]);
    },
  });
}
