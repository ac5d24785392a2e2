import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WeeklyLetterSetting } from '@carewith/contracts';
import { apiRequest } from './http';

export const weeklyLetterSettingKey = (careTeamId: string) =>
  ['/api/care-teams', careTeamId, 'notifications', 'weekly-letter'] as const;

// The signed-in member's weekly family letter switch in one team.
export function useWeeklyLetterSetting(careTeamId: string) {
  return useQuery<WeeklyLetterSetting>({ queryKey: weeklyLetterSettingKey(careTeamId) });
}

// PUT /api/care-teams/{id}/notifications/weekly-letter; the answer is the setting as stored.
export function useUpdateWeeklyLetterSetting(careTeamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (setting: WeeklyLetterSetting) => {
      const res = await apiRequest(
        'PUT',
        `/api/care-teams/${encodeURIComponent(careTeamId)}/notifications/weekly-letter`,
        setting,
      );
      return (await res.json()) as WeeklyLetterSetting;
    },
    onSuccess: (saved) => queryClient.setQueryData(weeklyLetterSettingKey(careTeamId), saved),
  });
}
