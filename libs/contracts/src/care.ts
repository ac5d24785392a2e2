import { z } from 'zod';
import { dateSchema, uuidSchema } from './common';
import { caregiverCheckInSchema, firstTrySchema, resultSummarySchema, seniorSchema } from './entities';
import { teamRoleSchema, templateSlugSchema } from './enums';
import { updateSeniorRequestSchema } from './requests';

// Which loved ones the caller may see, and through which team and role.
export const seniorAccessSchema = z.object({ seniorId: uuidSchema, careTeamId: uuidSchema, role: teamRoleSchema });
export type SeniorAccess = z.infer<typeof seniorAccessSchema>;
export const seniorAccessNeedSchema = z.enum(['view', 'manage']);

// On the live channel, care says what each of its changes touched (decision 323): who made it, and the
// tags of the teams and loved ones in it. Games forgets what it kept of care's answers about them.
export const CARE_CHANGED = 'care.changed';
export const teamTag = (careTeamId: string) => `team:${careTeamId}`;
export const seniorTag = (seniorId: string) => `senior:${seniorId}`;

// A senior as the caregiver screens show it, with the caller's role in the senior's team and whether
// they may erase the loved one's records (the team's Primary Caregiver only).
export const seniorViewSchema = seniorSchema.extend({ myRole: teamRoleSchema, canErase: z.boolean() });
export type SeniorView = z.infer<typeof seniorViewSchema>;

export const checkInViewSchema = caregiverCheckInSchema;
export type CheckInView = z.infer<typeof checkInViewSchema>;

// A completed activity as the profile lists it (spec results entity plus what names it).
export const seniorResultSchema = z.object({
  id: uuidSchema,
  gameInstanceId: uuidSchema,
  title: z.string(),
  templateId: templateSlugSchema,
  summaryJSON: resultSummarySchema,
  computedScoresJSON: z.object({ accuracy: z.number().min(0).max(1) }),
  completedAt: dateSchema,
  // Beyond the spec: how much help the answers needed (entities.ts firstTrySchema).
  firstTry: firstTrySchema.nullable().optional(),
  // The song the activity ended on, if it had one, and whether the loved one played it.
  song: z.object({ title: z.string(), played: z.boolean() }).nullable().optional(),
});
export type SeniorResult = z.infer<typeof seniorResultSchema>;

export const HIGHLIGHT_KINDS = ['best-score', 'streak', 'completed', 'improving'] as const;
// The figures a highlight's words come from, so that a screen can say them in the member's language
//; title and detail are the server's English. Each kind carries its own: best-score the
// accuracy and the activity, streak the days, completed the activity, accuracy, time and answers.
export const highlightFiguresSchema = z.object({
  accuracy: z.number().min(0).max(1).optional(),
  days: z.number().int().min(0).optional(),
  activity: z.object({ title: z.string(), templateId: templateSlugSchema }).optional(),
  totalTimeMs: z.number().min(0).optional(),
  correctAnswers: z.number().int().min(0).optional(),
  totalSteps: z.number().int().min(0).optional(),
  firstTry: firstTrySchema.nullable().optional(),
});
export type HighlightFigures = z.infer<typeof highlightFiguresSchema>;

export const highlightSchema = z.object({
  kind: z.enum(HIGHLIGHT_KINDS),
  title: z.string(),
  detail: z.string(),
  seniorId: uuidSchema.nullable(),
  at: dateSchema.nullable(),
  figures: highlightFiguresSchema.optional(),
});
export type Highlight = z.infer<typeof highlightSchema>;

// The stat cards' figures, computed from real results (null: nothing to compute from yet).
export const dashboardStatsSchema = z.object({
  activitiesThisWeek: z.number().int().min(0),
  activitiesLastWeek: z.number().int().min(0),
  // Completed / given over the last 30 days: an activity is given when it is texted, or (never texted)
  // when one of its play links is first opened.
  engagementRate: z.number().min(0).max(1).nullable(),
  // Given, as above (the name is the first version's, when texting was the only way).
  sentLast30Days: z.number().int().min(0),
  completedLast30Days: z.number().int().min(0),
  averageMinutes: z.number().min(0).nullable(),
  latestMood: z.number().int().min(1).max(5).nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const seniorOverviewSchema = z.object({
  activitiesCompleted: z.number().int().min(0),
  averageAccuracy: z.number().min(0).max(1).nullable(),
  averageMinutes: z.number().min(0).nullable(),
  lastCompletedAt: dateSchema.nullable(),
});
export type SeniorOverview = z.infer<typeof seniorOverviewSchema>;

export const seniorIdSchema = z.object({ seniorId: uuidSchema });
// Pause texts for 1-14 days (days), or resume now (days: null).
export const pauseSeniorBusSchema = z.object({
  seniorId: uuidSchema,
  days: z.number().int().min(1).max(14).nullable(),
});
export const updateSeniorBusSchema = z.object({ seniorId: uuidSchema, changes: updateSeniorRequestSchema });
export const careDashboardSchema = z.object({
  seniors: z.array(seniorSchema),
  careTeams: z.array(z.object({ id: uuidSchema, name: z.string(), role: teamRoleSchema })),
  recentCheckIn: caregiverCheckInSchema.nullable(),
});
