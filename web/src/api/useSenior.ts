import { useQuery } from '@tanstack/react-query';
import type { SeniorView } from '@carewith/contracts';

export const seniorKey = (seniorId: string) => ['/api/seniors', seniorId] as const;

// One loved one with the caller's role in their team; 404 when missing or not the caller's.
export function useSenior(seniorId: string, enabled = true) {
  return useQuery<SeniorView>({ queryKey: seniorKey(seniorId), enabled });
}
