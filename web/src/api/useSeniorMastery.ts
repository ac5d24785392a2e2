import { useQuery } from '@tanstack/react-query';
import type { SeniorMastery } from '@carewith/contracts';

// What the loved one knows, item by item (people, places, recipes, lists).
export function useSeniorMastery(seniorId: string, enabled = true) {
  return useQuery<SeniorMastery>({ queryKey: ['/api/seniors', seniorId, 'mastery'], enabled });
}
