import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeniorView } from '@carewith/contracts';
import { apiRequest } from './http';
import { seniorChanged } from './useUpdateSenior';

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
    // Coming up shows the same pause.
    onSuccess: (senior) => seniorChanged(queryClient, senior),
  });
}
