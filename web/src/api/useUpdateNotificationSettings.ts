import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@carewith/contracts';
import { apiRequest } from './http';
import { notificationSettingsKey } from './useNotificationSettings';

// PUT /api/care-teams/{id}/notifications; the answer is the setting as stored.
export function useUpdateNotificationSettings(careTeamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) => {
      const res = await apiRequest('PUT', `/api/care-teams/${encodeURIComponent(careTeamId)}/notifications`, settings);
      return (await res.json()) as NotificationSettings;
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKey(careTeamId), saved),
  });
}
