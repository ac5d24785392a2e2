import type { NotificationSettings } from '@carewith/contracts';
import { useApiMutation } from './useApiMutation';
import { notificationSettingsKey } from './useNotificationSettings';

// PUT /api/care-teams/{id}/notifications; the answer is the setting as stored.
export function useUpdateNotificationSettings(careTeamId: string) {
  return useApiMutation<NotificationSettings, NotificationSettings>(
    (settings) => ({
      method: 'PUT',
      url: `/api/care-teams/${encodeURIComponent(careTeamId)}/notifications`,
      body: settings,
    }),
    (saved, queryClient) => {
      queryClient.setQueryData(notificationSettingsKey(careTeamId), saved);
    },
  );
}
