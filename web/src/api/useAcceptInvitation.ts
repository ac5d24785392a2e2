import type { TeamRole } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';
import { CARE_TEAMS_KEY } from './useCareTeams';

export function useAcceptInvitation() {
  return useApiMutation<string, { careTeamId: string; role: TeamRole }>(
    (token) => ({ method: 'POST', url: '/api/invitations/accept', body: { token } }),
    () => [CARE_TEAMS_KEY],
  );
}
