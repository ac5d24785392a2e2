import type { CreateGameRequest, GameInstance } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';
import { DASHBOARD_KEY } from './useDashboard';

// POST /api/games: a new DRAFT activity; success refreshes the dashboard's recent activities.
export function useCreateGame() {
  return useApiMutation<CreateGameRequest, GameInstance>(
    (request) => ({ method: 'POST', url: '/api/games', body: request }),
    () => [DASHBOARD_KEY],
  );
}
