import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InviteRequest } from '@carewith/contracts';
import { apiRequest } from './http';
import { auditLogKey } from './useAuditLog';
import { invitationsKey } from './useInvitations';

export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: InviteRequest) => {
      const res = await apiRequest('POST', '/api/invite', request);
      return (await res.json()) as Invitation;
    },
    onSuccess: (invitation) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsKey(invitation.careTeamId) }),
        queryClient.invalidateQueries({ queryKey: auditLogKey(invitation.careTeamId) }),
      ]),
  });
}
