import type { QueryClient } from '@tanstack/react-query';
import type { SeniorView, UpdateSeniorRequest } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';
import { DASHBOARD_KEY } from './useDashboard';
import { scheduleKey } from './useSeniorSchedule';
import { seniorKey } from './useSenior';

// PATCH /api/seniors/{id} (Co-Caregivers only); the profile shows the answer, the dashboard refreshes.
export function useUpdateSenior(seniorId: string) {
  return useApiMutation<UpdateSeniorRequest, SeniorView>(
    (changes) => ({ method: 'PATCH', url: `/api/seniors/${seniorId}`, body: changes }),
    // A new time zone or texting window moves the Coming up slots.
    seniorChanged,
  );
}

// The loved one as the server now has it: their profile shows it, and the dashboard and their Coming
// up (which show their name, pause and texting window) are read again.
export function seniorChanged(senior: SeniorView, queryClient: QueryClient) {
  queryClient.setQueryData(seniorKey(senior.id), senior);
  return [DASHBOARD_KEY, scheduleKey(senior.id)];
}
