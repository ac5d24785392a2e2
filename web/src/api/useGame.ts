import { useQuery } from '@tanstack/react-query';
import type { GameDetail } from '@carewith/contracts';

export const gameKey = (gameId: string) => ['/api/games', gameId] as const;

// One activity with the caller's role, its play links, its result and when it was opened and started.
export function useGame(gameId: string, enabled = true) {
  return useQuery<GameDetail>({ queryKey: gameKey(gameId), enabled });
}
