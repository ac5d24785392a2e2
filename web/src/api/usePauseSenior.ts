import type { SeniorView } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';
import { seniorChanged } from './useUpdateSenior';

// POST /api/seniors/{id}/pause {days} pauses scheduled texts; days null: DELETE resumes them now.
export function usePauseSenior(seniorId: string) {
  return useApiMutation<number | null, SeniorView>(
    (days) =>
      days === null
        ? { method: 'DELETE', url: `/api/seniors/${seniorId}/pause` }
        : { method: 'POST', url: `/api/seniors/${seniorId}/pause`, body: { days } },
    // Coming up shows the same pause.
    seniorChanged,
  );
}
