import { useQuery } from '@tanstack/react-query';
import type { SeniorOverview } from '@carewith/contracts';

// A loved one's figures: activities completed, average accuracy and minutes, last played.
export function useSeniorOverview(seniorId: string, enabled = true) {
  return useQuery<SeniorOverview>({ queryKey: ['/api/seniors', seniorId, 'overview'], enabled });
}
