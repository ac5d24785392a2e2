import type { GameInstance } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';
import { DASHBOARD_KEY } from './useDashboard';

// POST /api/games/{id}/duplicate: a DRAFT copy titled "... (copy)".
export function useDuplicateGame(gameId: string) {
  return useApiMutation<void, GameInstance>(
    () => ({ method: 'POST', url: `/api/games/${gameId}/duplicate` }),
    () => [DASHBOARD_KEY],
  );
}
