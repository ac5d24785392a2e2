import { useQuery } from '@tanstack/react-query';
import type { MessageView } from '@carewith/contracts';

// Each text about an activity and where its delivery stands.
export function useGameMessages(gameId: string, enabled = true) {
  return useQuery<MessageView[]>({ queryKey: ['/api/games', gameId, 'messages'], enabled });
}
