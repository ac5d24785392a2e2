import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '@carewith/contracts';

export const invitationsKey = (careTeamId: string) => [`/api/invitations?careTeamId=${encodeURIComponent(careTeamId)}`];

// The invitations of a team the user owns (the server refuses Family Helpers).
export function useInvitations(careTeamId: string | undefined) {
  return useQuery<Invitation[]>({
    queryKey: invitationsKey(careTeamId ?? ''),
    enabled: Boolean(careTeamId),
  });
}
