import type { GameInstance } from '@carewith/contracts';
import { screensLanguage } from '../i18n/screens-language';
import { useApiMutation } from './useApiMutation';
import { DASHBOARD_KEY } from './useDashboard';

// POST /api/games/{id}/duplicate: a DRAFT copy titled "... (copy)", in the language the screens speak
// ("... (copia)"; decision 259).
export function useDuplicateGame(gameId: string) {
  return useApiMutation<void, GameInstance>(
    () => ({ method: 'POST', url: `/api/games/${gameId}/duplicate`, body: { language: screensLanguage() } }),
    () => [DASHBOARD_KEY],
  );
}
