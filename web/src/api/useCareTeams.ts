import { useQuery } from '@tanstack/react-query';
import type { MyCareTeam } from '@carewith/contracts';

export const CARE_TEAMS_KEY = ['/api/care-teams'] as const;

// The signed-in user's care teams; the first is their own.
export function useCareTeams() {
  return useQuery<MyCareTeam[]>({ queryKey: CARE_TEAMS_KEY });
}
