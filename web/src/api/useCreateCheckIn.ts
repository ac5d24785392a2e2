import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInRequest, CheckInView } from '@carewith/contracts';
import { apiRequest } from './http';
import { CHECK_INS_KEY } from './useCheckIns';
import { DASHBOARD_KEY } from './useDashboard';

// POST /api/check-ins; the history and the dashboard's mood card refresh.
export function useCreateCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CheckInRequest) => {
      const res = await apiRequest('POST', '/api/check-ins', request);
      return (await res.json()) as CheckInView;
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CHECK_INS_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]);
    },
  });
}
