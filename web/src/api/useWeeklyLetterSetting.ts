import { useQuery } from '@tanstack/react-query';
import type { WeeklyLetterSetting } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';

export const weeklyLetterSettingKey = (careTeamId: string) =>
  ['/api/care-teams', careTeamId, 'notifications', 'weekly-letter'] as const;

// The signed-in member's weekly family letter switch in one team.
export function useWeeklyLetterSetting(careTeamId: string) {
  return useQuery<WeeklyLetterSetting>({ queryKey: weeklyLetterSettingKey(careTeamId) });
}

// PUT /api/care-teams/{id}/notifications/weekly-letter; the answer is the setting as stored.
export function useUpdateWeeklyLetterSetting(careTeamId: string) {
  return useApiMutation<WeeklyLetterSetting, WeeklyLetterSetting>(
    (setting) => ({
      method: 'PUT',
      url: `/api/care-teams/${encodeURIComponent(careTeamId)}/notifications/weekly-letter`,
      body: setting,
    }),
    (saved, queryClient) => {
      queryClient.setQueryData(weeklyLetterSettingKey(careTeamId), saved);
    },
  );
}
