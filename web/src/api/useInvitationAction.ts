import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@carewith/contracts';
import { apiRequest } from './http';
import { auditLogKey } from './useAuditLog';
import { invitationsKey } from './useInvitations';

// Resend or cancel one invitation; the team's list and activity log are read again afterwards.
export function useInvitationAction(action: 'resend' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitation: Invitation) => {
      const res = await apiRequest('POST', `/api/invitations/${encodeURIComponent(invitation.id)}/${action}`);
      return (await res.json()) as Invitation;
    },
    onSettled: (_data, _error, invitation) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsKey(invitation.careTeamId) }),
        queryClient.invalidateQueries({ queryKey: auditLogKey(invitation.careTeamId) }),
      ]),
  });
}
