import { useQuery } from '@tanstack/react-query';
import type { CareTeamMemberView } from '@carewith/contracts';

// GET /api/care-teams/{id}/members (the key joins to that path).
export function useCareTeamMembers(careTeamId: string | undefined) {
  return useQuery<CareTeamMemberView[]>({
    queryKey: ['/api/care-teams', careTeamId ?? '', 'members'],
    enabled: Boolean(careTeamId),
  });
}
