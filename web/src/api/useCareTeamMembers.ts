import { useQuery } from '@tanstack/react-query';
import type { CareTeamMemberView } from '@carewith/contracts';

export const careTeamMembersKey = (careTeamId: string) => ['/api/care-teams', careTeamId, 'members'] as const;

// GET /api/care-teams/{id}/members (the key joins to that path).
export function useCareTeamMembers(careTeamId: string | undefined) {
  return useQuery<CareTeamMemberView[]>({
    queryKey: careTeamMembersKey(careTeamId ?? ''),
    enabled: Boolean(careTeamId),
  });
}
