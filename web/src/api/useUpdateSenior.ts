import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeniorView, UpdateSeniorRequest } from '@carewith/contracts';
import { apiRequest } from './http';
import { DASHBOARD_KEY } from './useDashboard';
import { seniorKey } from './useSenior';

// PATCH /api/seniors/{id} (Co-Caregivers only); the profile shows the answer, the dashboard refreshes.
export function useUpdateSenior(seniorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: UpdateSeniorRequest) => {
      const res = await apiRequest('PATCH', `/api/seniors/${seniorId}`, changes);
      return (await res.json()) as SeniorView;
    },
    onSuccess: async (senior) => {
      queryClient.setQueryData(seniorKey(senior.id), senior);
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
