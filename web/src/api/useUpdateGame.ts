import type { GameInstance, UpdateGameRequest } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';
import { DASHBOARD_KEY } from './useDashboard';
import { gameKey } from './useGame';
import { scheduleKey } from './useSeniorSchedule';

// PATCH /api/games/{id}: a draft's new title and steps; success refreshes the activity, the dashboard
// and the loved one's Coming up.
export function useUpdateGame(gameId: string) {
  return useApiMutation<UpdateGameRequest, GameInstance>(
    (request) => ({ method: 'PATCH', url: `/api/games/${gameId}`, body: request }),
    (game) => [
      gameKey(gameId),
      DASHBOARD_KEY,
      // Coming up names the draft it will send.
      ...(game.seniorId ? [scheduleKey(game.seniorId)] : []),
    ],
  );
}
