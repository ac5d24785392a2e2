import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SeniorView, UpdateSeniorRequest } from '@carewith/contracts';
import { apiRequest } from './http';
import { DASHBOARD_KEY } from './useDashboard';
import { scheduleKey } from './useSeniorSchedule';
import { seniorKey } from './useSenior';

// PATCH /api/seniors/{id} (Co-Caregivers only); the profile shows the answer, the dashboard refreshes.
export function useUpdateSenior(seniorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: UpdateSeniorRequest) => {
      const res = await apiRequest('PATCH', `/api/seniors/${seniorId}`, changes);
      return (await res.json()) as SeniorView;
    },
    // A new time zone or texting window moves the Coming up slots.
    onSuccess: (senior) => seniorChanged(queryClient, senior),
  });
}

// The loved one as the server now has it: their profile shows it, and the dashboard and their Coming
// up (which show their name, pause and texting window) are read again.
export async function seniorChanged(queryClient: QueryClient, senior: SeniorView) {
  queryClient.setQueryData(seniorKey(senior.id), senior);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    queryClient.invalidateQueries({ queryKey: scheduleKey(senior.id) }),
  ]);
}
