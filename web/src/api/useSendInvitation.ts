import type { Invitation, InviteRequest } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';
import { auditLogKey } from './useAuditLog';
import { invitationsKey } from './useInvitations';

export function useSendInvitation() {
  return useApiMutation<InviteRequest, Invitation>(
    (request) => ({ method: 'POST', url: '/api/invite', body: request }),
    (invitation) => [invitationsKey(invitation.careTeamId), auditLogKey(invitation.careTeamId)],
  );
}
