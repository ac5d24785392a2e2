import { useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@carewith/contracts';

// Public: what an invitation link is about, before the invitee signs in.
export function useInvitationPreview(token: string) {
  return useQuery<InvitationPreview>({
    queryKey: [`/api/invitations/preview?token=${encodeURIComponent(token)}`],
    enabled: token.length > 0,
  });
}
