import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateScheduleRequest, SeniorSchedule, UpdateSlotRequest } from '@carewith/contracts';
import { apiRequest } from './http';
import { DASHBOARD_KEY } from './useDashboard';

export const scheduleKey = (seniorId: string) => ['/api/seniors', seniorId, 'schedule'] as const;

// GET /api/seniors/{id}/schedule (any team member): the schedules, Coming up and the last slots.
export function useSeniorSchedule(seniorId: string, enabled = true) {
  return useQuery<SeniorSchedule>({ queryKey: scheduleKey(seniorId), enabled });
}

// Every change below answers with the whole schedule, which replaces the one shown.
function useScheduleChange<T>(seniorId: string, send: (value: T) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: T) => (await (await send(value)).json()) as SeniorSchedule,
    onSuccess: (schedule) => queryClient.setQueryData(scheduleKey(seniorId), schedule),
  });
}

// POST /api/seniors/{id}/schedules (Co-Caregivers): a weekly or one-off time.
export const useCreateSchedule = (seniorId: string) =>
  useScheduleChange(seniorId, (request: CreateScheduleRequest) =>
    apiRequest('POST', `/api/seniors/${seniorId}/schedules`, request),
  );

// DELETE /api/seniors/{id}/schedules/{scheduleId} (Co-Caregivers).
export const useDeleteSchedule = (seniorId: string) =>
  useScheduleChange(seniorId, (scheduleId: string) =>
    apiRequest('DELETE', `/api/seniors/${seniorId}/schedules/${scheduleId}`),
  );

// PUT /api/seniors/{id}/coming-up (Co-Caregivers): skip one slot or take the skip back, and what it sends.
export const useUpdateSlot = (seniorId: string) =>
  useScheduleChange(seniorId, (request: UpdateSlotRequest) =>
    apiRequest('PUT', `/api/seniors/${seniorId}/coming-up`, request),
  );

// POST /api/seniors/{id}/coming-up/draft (Co-Caregivers): "Edit before it goes" makes the slot's
// Review a draft activity now, chosen for the slot; the caller opens it.
export function useDraftSlot(seniorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (at: string) => {
      const res = await apiRequest('POST', `/api/seniors/${seniorId}/coming-up/draft`, { at });
      return (await res.json()) as { gameId: string; schedule: SeniorSchedule };
    },
    onSuccess: async ({ schedule }) => {
      queryClient.setQueryData(scheduleKey(seniorId), schedule);
      // The new draft is one of the loved one's activities now.
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
