import { z } from 'zod';
import { baseConfigSchema } from '@carewith/platform';

export const insightsConfigSchema = baseConfigSchema.and(
  z.object({
    // Without a key the local writer (no model) writes every report.
    OPENAI_API_KEY: z.string().min(1).optional(),
    // Any OpenAI-compatible server (a local model server works too).
    OPENAI_BASE_URL: z.url().optional(),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  }),
);
export type InsightsConfig = z.infer<typeof insightsConfigSchema>;
export const INSIGHTS_CONFIG = Symbol('INSIGHTS_CONFIG');
