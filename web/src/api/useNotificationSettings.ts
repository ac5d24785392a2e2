import { useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@carewith/contracts';

export const notificationSettingsKey = (careTeamId: string) =>
  ['/api/care-teams', careTeamId, 'notifications'] as const;

// GET /api/care-teams/{id}/notifications: the signed-in member's own e-mail settings in that team.
export function useNotificationSettings(careTeamId: string) {
  return useQuery<NotificationSettings>({ queryKey: notificationSettingsKey(careTeamId) });
}
