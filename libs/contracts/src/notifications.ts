import { z } from 'zod';
import { uuidSchema } from './common';
import { templateSlugSchema } from './enums';

// A member's e-mail notifications in one care team; on unless they turn them off.
export const notificationSettingsSchema = z.strictObject({
  activityCompleted: z.boolean({ error: 'Must be true (on) or false (off)' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

// What games tells care when a loved one completes an activity: how it went, never the answers.
export const activityCompletedNoticeSchema = z.object({
  gameInstanceId: uuidSchema,
  seniorId: uuidSchema,
  title: z.string().max(500),
  templateId: templateSlugSchema,
  correctAnswers: z.number().int().min(0),
  totalSteps: z.number().int().min(0),
  accuracy: z.number().min(0).max(1),
  totalTimeMs: z.number().min(0),
});
export type ActivityCompletedNotice = z.infer<typeof activityCompletedNoticeSchema>;
