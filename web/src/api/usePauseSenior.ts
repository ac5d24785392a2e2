import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeniorView } from '@carewith/contracts';
import { apiRequest } from './http';
import { DASHBOARD_KEY } from './useDashboard';
import { scheduleKey } from './useSeniorSchedule';
import { seniorKey } from './useSenior';

// POST /api/seniors/{id}/pause {days} pauses scheduled texts; days null: DELETE resumes them now.
export function usePauseSenior(seniorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (days: number | null) => {
      const res =
        days === null
          ? await apiRequest('DELETE', `/api/seniors/${seniorId}/pause`)
          : await apiRequest('POST', `/api/seniors/${seniorId}/pause`, { days });
      return (await res.json()) as SeniorView;
    },
    onSuccess: async (senior) => {
      queryClient.setQueryData(seniorKey(senior.id), senior);
      // Coming up shows the same pause.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: scheduleKey(senior.id) }),
      ]);
    },
  });
}
