import { z } from 'zod';
import { uuidSchema } from './common';
import { TEMPLATE_SLUGS, templateSlugSchema } from './enums';
import type { TemplateSlug } from './enums';

// Difficulty that adapts: one event stream per loved one and template, folded by the
// pure decider in services/games/src/difficulty. Every payload carries its schema version (`v`).
export const difficultyStreamId = (seniorId: string, templateId: TemplateSlug) =>
  `difficulty-${seniorId}-${templateId}`;
export const DIFFICULTY_STREAM_PREFIX = 'difficulty-';

const levelSchema = z.number().int().min(1).max(5);

export const DIFFICULTY_CHANGE_REASONS = ['hard-sessions', 'abandoned', 'easy-sessions', 'pinned', 'unpinned'] as const;
export const difficultyChangeReasonSchema = z.enum(DIFFICULTY_CHANGE_REASONS);
export type DifficultyChangeReason = z.infer<typeof difficultyChangeReasonSchema>;

// An activity of this template ended: completed (with its first-try rate, 0-1) or abandoned (started
// and not completed within 24 h; no rate).
export const sessionRecordedV1 = z.object({
  v: z.literal(1),
  gameId: uuidSchema,
  outcome: z.enum(['completed', 'abandoned']),
  firstTryRate: z.number().min(0).max(1).nullable(),
  at: z.number(),
});
// The level moved (or, for a pin at the current level and for 'unpinned', was confirmed: from may
// equal to). gameId: the session that caused an automatic change; by: the caregiver who pinned.
export const levelChangedV1 = z.object({
  v: z.literal(1),
  from: levelSchema,
  to: levelSchema,
  reason: difficultyChangeReasonSchema,
  gameId: uuidSchema.optional(),
  by: uuidSchema.optional(),
  at: z.number(),
});
// A caregiver pinned a level (no automatic change while pinned) or let it adapt again (level null).
export const levelPinnedV1 = z.object({
  v: z.literal(1),
  level: levelSchema.nullable(),
  by: uuidSchema,
  at: z.number(),
});

export const DIFFICULTY_EVENT_SCHEMAS = {
  SessionRecorded: sessionRecordedV1,
  LevelChanged: levelChangedV1,
  LevelPinned: levelPinnedV1,
} as const;

export type DifficultyEvent =
  | { type: 'SessionRecorded'; data: z.infer<typeof sessionRecordedV1> }
  | { type: 'LevelChanged'; data: z.infer<typeof levelChangedV1> }
  | { type: 'LevelPinned'; data: z.infer<typeof levelPinnedV1> };

// PUT /api/seniors/:id/difficulty/:templateId: a level to keep, or null to let it adapt.
export const PIN_LEVEL_MESSAGE = 'Choose a level from 1 to 5, or null to let it adapt';
export const pinDifficultyRequestSchema = z.strictObject({
  pinnedLevel: z
    .number({ error: PIN_LEVEL_MESSAGE })
    .int({ error: PIN_LEVEL_MESSAGE })
    .min(1, { error: PIN_LEVEL_MESSAGE })
    .max(5, { error: PIN_LEVEL_MESSAGE })
    .nullable(),
});
export type PinDifficultyRequest = z.infer<typeof pinDifficultyRequestSchema>;
// The path of PUT /api/seniors/:id/difficulty/:templateId, so a refusal names the part that is wrong.
export const difficultyPinParamsSchema = z.object({
  id: uuidSchema,
  templateId: z.enum(TEMPLATE_SLUGS, { error: `Must be one of ${TEMPLATE_SLUGS.join(', ')}` }),
});

export const difficultyChangeViewSchema = z.object({
  from: levelSchema,
  to: levelSchema,
  reason: difficultyChangeReasonSchema,
  at: z.string(),
  gameId: uuidSchema.nullable(),
  // Who kept the level (their first name), for a change a caregiver made; the screens say the change
  // in the member's language from reason, to and byName.
  byName: z.string().nullable().optional(),
  // The change in plain words for the family ("Made gentler after two hard activities in a row").
  words: z.string(),
});
export type DifficultyChangeView = z.infer<typeof difficultyChangeViewSchema>;
export const templateDifficultySchema = z.object({
  templateId: templateSlugSchema,
  level: levelSchema,
  pinned: z.boolean(),
  // Newest first.
  changes: z.array(difficultyChangeViewSchema),
});
export type TemplateDifficulty = z.infer<typeof templateDifficultySchema>;
export const seniorDifficultySchema = z.object({
  seniorId: uuidSchema,
  templates: z.array(templateDifficultySchema),
});
export type SeniorDifficulty = z.infer<typeof seniorDifficultySchema>;
export const difficultyPinBusSchema = z.object({
  seniorId: uuidSchema,
  templateId: templateSlugSchema,
  pinnedLevel: levelSchema.nullable(),
});

// A change in the family's words. The rule counts activities played (sessions), not days, so the words
// say "activities": the word the caregiver screens use for one play-through.
export function difficultyChangeWords(change: {
  from: number;
  to: number;
  reason: DifficultyChangeReason;
  byName?: string | null;
}): string {
  switch (change.reason) {
    case 'hard-sessions':
      return 'Made gentler after two hard activities in a row';
    case 'abandoned':
      return 'Made gentler after an unfinished activity';
    case 'easy-sessions':
      return 'Made a little harder after three easy activities in a row';
    case 'pinned': {
      const by = change.byName?.trim();
      return by ? `Set to level ${change.to} by ${by}` : `Set to level ${change.to}`;
    }
    case 'unpinned':
      return 'Adapting again';
    default: {
      const unknown: never = change.reason;
      return unknown;
    }
  }
}

// "Level 3 of 5".
export const difficultyLevelWords = (level: number) => `Level ${level} of 5`;
