import { z } from 'zod';
import { dateSchema, uuidSchema } from './common';
import { LIMITS } from './constants';
import { aiReportTypeSchema, templateSlugSchema, timeRangeSchema } from './enums';
import { languageSchema } from './language';
import { CATALOGS } from './locales';

// The numbers every insight starts from, computed from the loved one's results.
export const insightFiguresSchema = z.object({
  timeRange: timeRangeSchema,
  days: z.number().int(),
  from: dateSchema,
  to: dateSchema,
  completed: z.number().int(),
  previousCompleted: z.number().int(),
  averageAccuracy: z.number().nullable(),
  previousAverageAccuracy: z.number().nullable(),
  // Percentage points against the previous period of the same length.
  accuracyChange: z.number().nullable(),
  // Accuracy per day, least squares over the period (e.g. -0.01 = one point a day down).
  accuracySlopePerDay: z.number().nullable(),
  averageMinutes: z.number().nullable(),
  // Total time played in the period and in the previous period of the same length.
  minutesPlayed: z.number(),
  previousMinutesPlayed: z.number(),
  perTemplate: z.array(
    z.object({
      templateId: templateSlugSchema,
      title: z.string(),
      completed: z.number().int(),
      averageAccuracy: z.number(),
    }),
  ),
  strengths: z.array(z.string()),
  difficulties: z.array(z.string()),
  timeOfDay: z.object({
    morning: z.number().int(),
    afternoon: z.number().int(),
    evening: z.number().int(),
    night: z.number().int(),
  }),
  // Average accuracy of the activities finished in each part of the day (null: none then).
  timeOfDayAccuracy: z.object({
    morning: z.number().nullable(),
    afternoon: z.number().nullable(),
    evening: z.number().nullable(),
    night: z.number().nullable(),
  }),
  longestStreakDays: z.number().int(),
  longestGapDays: z.number().int().nullable(),
  declineMarked: z.boolean(),
});
export type InsightFigures = z.infer<typeof insightFiguresSchema>;

export const AI_WRITERS = ['local', 'openai'] as const;
export const aiReportViewSchema = z.object({
  id: uuidSchema,
  seniorId: uuidSchema.nullable(),
  gameInstanceId: uuidSchema.nullable(),
  type: aiReportTypeSchema,
  prompt: z.string().nullable(),
  output: z.string(),
  writer: z.enum(AI_WRITERS),
  timeRange: timeRangeSchema.nullable(),
  saved: z.boolean(),
  createdAt: dateSchema,
});
export type AiReportView = z.infer<typeof aiReportViewSchema>;

const timeZoneSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/)
  .optional();
export const trendRequestSchema = z.strictObject({
  seniorId: uuidSchema,
  timeRange: timeRangeSchema,
  timeZone: timeZoneSchema,
  // The language the report is written in: the one the member's screens speak; without
  // it, the language the member chose, else English.
  language: languageSchema.optional(),
});
export const customInsightRequestSchema = trendRequestSchema.extend({
  question: z
    .string({ error: 'Please write your question' })
    .trim()
    .min(3, { error: 'Please write your question' })
    .max(LIMITS.question, { error: `Please keep your question under ${LIMITS.question} characters` }),
});
// An activity's report, in the language its request names, else the member's (as a trend's).
export const assessmentRequestSchema = z.object({
  gameId: uuidSchema,
  timeZone: timeZoneSchema,
  language: languageSchema.optional(),
});
// POST /api/ai/assessments/{id}: the body of the request (the activity is in the path).
export const assessmentBodySchema = assessmentRequestSchema.omit({ gameId: true }).default({});
export type AssessmentBody = z.infer<typeof assessmentBodySchema>;
export const reportsQuerySchema = z.object({ seniorId: uuidSchema.optional(), gameId: uuidSchema.optional() });
// The lists and a saved report as the bus carries them: with the reader's language, in which the
// built-in writer's reports are said (decision 261).
export const reportsListBusSchema = reportsQuerySchema.extend({ language: languageSchema.optional() });
export const reflectionJobSchema = z.object({
  kind: z.literal('check-in-reflection'),
  checkInId: uuidSchema,
  mood: z.number().int().min(1).max(5),
  freeText: z.string().max(LIMITS.freeText).nullable(),
  // The checking-in member's language (none: English).
  language: languageSchema.optional(),
  requestId: z.string().max(128).optional(),
});
export type ReflectionJob = z.infer<typeof reflectionJobSchema>;
export type TrendRequest = z.infer<typeof trendRequestSchema>;
export type CustomInsightRequest = z.infer<typeof customInsightRequestSchema>;
// Every report ends with it; the catalogs have it in each language (the model's reports are written in
// the member's).
export const NOT_MEDICAL_ADVICE = CATALOGS.en['insights.notMedicalAdvice'];
