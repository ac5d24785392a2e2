import { useQuery } from '@tanstack/react-query';
import type { ActivityStarters } from '@carewith/contracts';

// A completed activity's conversation starters (written on first read if the job has not yet).
export function useGameStarters(gameId: string, enabled = true) {
  return useQuery<ActivityStarters>({ queryKey: ['/api/games', gameId, 'conversation-starters'], enabled });
}
