import { useQuery } from '@tanstack/react-query';
import type { CheckInView } from '@carewith/contracts';

export const CHECK_INS_KEY = ['/api/check-ins'] as const;

// The signed-in caregiver's own check-ins, newest first (private to them).
export function useCheckIns() {
  return useQuery<CheckInView[]>({ queryKey: CHECK_INS_KEY });
}
