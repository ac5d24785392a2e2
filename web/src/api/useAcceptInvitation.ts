import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamRole } from '@carewith/contracts';
import { apiRequest } from './http';
import { CARE_TEAMS_KEY } from './useCareTeams';

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const res = await apiRequest('POST', '/api/invitations/accept', { token });
      return (await res.json()) as { careTeamId: string; role: TeamRole };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARE_TEAMS_KEY }),
  });
}
