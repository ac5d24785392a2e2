import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CareTeamMemberView, TeamRole } from '@carewith/contracts';
import { apiRequest } from './http';
import { auditLogKey } from './useAuditLog';
import { careTeamMembersKey } from './useCareTeamMembers';

export type RoleChange = { userId: string; roleInTeam: TeamRole };

// PATCH /api/care-teams/{id}/members/{userId} (Co-Caregivers only); the members and the log are read again.
export function useChangeMemberRole(careTeamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, roleInTeam }: RoleChange) => {
      const res = await apiRequest(
        'PATCH',
        `/api/care-teams/${encodeURIComponent(careTeamId)}/members/${encodeURIComponent(userId)}`,
        { roleInTeam },
      );
      return (await res.json()) as CareTeamMemberView;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: careTeamMembersKey(careTeamId) }),
        queryClient.invalidateQueries({ queryKey: auditLogKey(careTeamId) }),
      ]),
  });
}
