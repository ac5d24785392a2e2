import { z } from 'zod';
import { seniorIdSchema } from './care';
import { templateSlugSchema } from './enums';

// The profile, dashboard and report charts cover the last 12 weeks, Monday to Sunday in UTC.
export const TREND_WEEKS = 12;

export const trendTemplateWeekSchema = z.object({
  templateId: templateSlugSchema,
  activities: z.number().int().min(0),
  accuracy: z.number().min(0).max(1),
  timePlayedMs: z.number().int().min(0),
});
export type TrendTemplateWeek = z.infer<typeof trendTemplateWeekSchema>;

// One week of a loved one's completed activities; accuracy is the mean of the week's results
// (null: nothing played that week), time played the sum of their durations.
export const trendWeekSchema = z.object({
  weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  activities: z.number().int().min(0),
  accuracy: z.number().min(0).max(1).nullable(),
  timePlayedMs: z.number().int().min(0),
  templates: z.array(trendTemplateWeekSchema),
});
export type TrendWeek = z.infer<typeof trendWeekSchema>;

// Oldest week first, always TREND_WEEKS long (empty weeks included, so the axis never jumps).
export const seniorTrendSchema = z.object({ weeks: z.array(trendWeekSchema) });
export type SeniorTrend = z.infer<typeof seniorTrendSchema>;

export const seniorTrendRequestSchema = seniorIdSchema;
