import { useQuery } from '@tanstack/react-query';
import type { SeniorStarters } from '@carewith/contracts';

// The loved one's latest completed activities, each with its conversation starters.
export function useSeniorStarters(seniorId: string, enabled = true) {
  return useQuery<SeniorStarters>({ queryKey: ['/api/seniors', seniorId, 'conversation-starters'], enabled });
}
