import { z } from 'zod';
import { uuidSchema } from './common';
import { caregiverCheckInSchema, gameConfigSchema, gameInstanceSchema, seniorSchema } from './entities';
import { playStepSchema } from './steps';
import { seniorLanguageSchema } from './language';
import { cueDelaysSchema } from './gentle';
import { teamRoleSchema, templateSlugSchema } from './enums';
import { dashboardStatsSchema, highlightSchema } from './care';

// The spec's dashboard response, plus the computed figures and highlights behind its cards.
export const dashboardResponseSchema = z.object({
  seniors: z.array(seniorSchema),
  recentGameInstances: z.array(gameInstanceSchema),
  careTeams: z.array(z.object({ id: uuidSchema, name: z.string(), role: teamRoleSchema })),
  recentCheckIn: caregiverCheckInSchema.pick({ mood: true, aiReflection: true, createdAt: true }).nullable(),
  stats: dashboardStatsSchema,
  highlights: z.array(highlightSchema),
});
export const gamesDashboardSchema = z.object({
  recentGameInstances: z.array(gameInstanceSchema),
  stats: dashboardStatsSchema.omit({ latestMood: true }),
  highlights: z.array(highlightSchema),
});
export const sendSmsResponseSchema = z.object({ playUrl: z.url() });
export const aiTrendResponseSchema = z.object({ trend: z.string() });
// What the server knows of the play so far, so another device resumes where the first stopped.
export const playProgressSchema = z.object({
  answeredSteps: z.array(z.number().int().min(0)),
  completed: z.boolean(),
});
export const playResponseSchema = z.object({
  template: z.object({ slug: templateSlugSchema, title: z.string() }),
  gameInstance: z.object({
    configJSON: gameConfigSchema.extend({
      steps: z.array(playStepSchema).max(50).optional(),
      // Gentle activities only: when the page shows each next cue.
      cueDelays: cueDelaysSchema.optional(),
    }),
  }),
  // Only what the play page needs: no phone, no surname.
  // The loved one's first name and language (the page's words follow it).
  senior: z.object({ firstName: z.string(), language: seniorLanguageSchema }).nullable(),
  // Absent on the caregiver's preview, which records nothing.
  progress: playProgressSchema.optional(),
});
export const earlyAccessResponseSchema = z.object({ id: uuidSchema });

export const dependencyStateSchema = z.object({
  status: z.enum(['up', 'down']),
  detail: z.string().optional(),
});
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  profile: z.string(),
  dependencies: z.record(z.string(), dependencyStateSchema),
});

export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
export type SendSmsResponse = z.infer<typeof sendSmsResponseSchema>;
export type AiTrendResponse = z.infer<typeof aiTrendResponseSchema>;
export type PlayResponse = z.infer<typeof playResponseSchema>;
export type PlayProgress = z.infer<typeof playProgressSchema>;
export type EarlyAccessResponse = z.infer<typeof earlyAccessResponseSchema>;
export type DependencyState = z.infer<typeof dependencyStateSchema>;
export type HealthResponse = z.infer<typeof healthResponseSchema>;
