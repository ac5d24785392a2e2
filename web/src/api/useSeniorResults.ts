import { useQuery } from '@tanstack/react-query';
import type { SeniorResult } from '@carewith/contracts';

// A loved one's completed activities, newest first.
export function useSeniorResults(seniorId: string, enabled = true) {
  return useQuery<SeniorResult[]>({ queryKey: ['/api/seniors', seniorId, 'results'], enabled });
}
