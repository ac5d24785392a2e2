import { z } from 'zod';
import { dateSchema } from './common';
import { seniorIdSchema } from './care';
import { masteryItemKindSchema } from './mastery';
import { templateSlugSchema } from './enums';

// Spaced review: the loved one's items due for practice now, and the Review activity
// that would be built from them now (what a scheduled slot would send; nothing is sent here).
export const reviewDueItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: masteryItemKindSchema,
  dueAt: dateSchema,
});
export type ReviewDueItem = z.infer<typeof reviewDueItemSchema>;

export const reviewStepSummarySchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: masteryItemKindSchema,
  // When the item became due; null for a new item or the known one it ends on when it is not due.
  dueAt: dateSchema.nullable(),
});
export type ReviewStepSummary = z.infer<typeof reviewStepSummarySchema>;

export const reviewNextSchema = z.object({
  title: z.string(),
  templateId: templateSlugSchema,
  // The loved one's difficulty level for the template now (1 gentlest to 5); the activity is gentle.
  level: z.number().int().min(1).max(5),
  steps: z.array(reviewStepSummarySchema),
});
export type ReviewNext = z.infer<typeof reviewNextSchema>;

export const seniorReviewSchema = z.object({
  // Most overdue first.
  due: z.array(reviewDueItemSchema),
  next: reviewNextSchema.nullable(),
});
export type SeniorReview = z.infer<typeof seniorReviewSchema>;
export const seniorReviewRequestSchema = seniorIdSchema;
