import { z } from 'zod';
import { languageSchema } from './language';
import { dateSchema, uuidSchema } from './common';
import { gameInstanceSchema, gameTemplateSchema, resultSchema } from './entities';
import { gameEventTypeSchema, teamRoleSchema, templateSlugSchema } from './enums';
import {
  createGameRequestSchema,
  playCompleteRequestSchema,
  playEventRequestSchema,
  updateGameRequestSchema,
} from './requests';
import { playResponseSchema } from './responses';

export const PHOTO_REF = /^photo:[0-9a-f-]{36}$/;
export const photoRefOf = (photoId: string) => `photo:${photoId}`;

export const gameIdSchema = z.object({ gameId: uuidSchema });
// POST /api/games/{id}/duplicate: no body in the spec; the app may name the language its screens speak,
// in which the copy's title is written ("Fotos de la familia (copia)"; decision 259).
export const duplicateGameBodySchema = z.object({ language: languageSchema.optional() }).default({});
export type DuplicateGameBody = z.infer<typeof duplicateGameBodySchema>;
export const duplicateGameBusSchema = gameIdSchema.extend({ language: languageSchema.optional() });
export const playTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, { error: 'Activity Not Found' });

// A play link's public facts (its token is shown once, when it is made).
export const playLinkSchema = z.object({
  id: uuidSchema,
  createdAt: dateSchema,
  expiresAt: dateSchema,
  firstOpenedAt: dateSchema.nullable(),
  revokedAt: dateSchema.nullable(),
});
export type PlayLink = z.infer<typeof playLinkSchema>;
export const newPlayLinkSchema = z.object({ link: playLinkSchema, playUrl: z.url() });
export type NewPlayLink = z.infer<typeof newPlayLinkSchema>;

export const gameDetailSchema = z.object({
  gameInstance: gameInstanceSchema,
  template: z.object({ slug: templateSlugSchema, title: z.string() }),
  myRole: teamRoleSchema,
  links: z.array(playLinkSchema),
  result: resultSchema.nullable(),
  // When the loved one first opened a link and when they started: the timeline's facts.
  firstOpenedAt: dateSchema.nullable(),
  startedAt: dateSchema.nullable(),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const gameEventViewSchema = z.object({ type: gameEventTypeSchema, at: dateSchema });

export const createGameBusSchema = createGameRequestSchema;
// Editing a draft: its id and the PATCH body (steps checked against its template by games).
export const updateGameBusSchema = z.object({ gameId: uuidSchema, update: updateGameRequestSchema });
export const playEventBusSchema = z.object({ token: playTokenSchema, event: playEventRequestSchema });
export const playCompleteBusSchema = z.object({ token: playTokenSchema, complete: playCompleteRequestSchema });
export const playAckSchema = z.object({ ok: z.literal(true), duplicate: z.boolean() });
export const playCompleteAckSchema = playAckSchema.extend({ accuracy: z.number().min(0).max(1) });
export const previewSchema = playResponseSchema;

export const templateListSchema = z.array(gameTemplateSchema);
export const photoUploadBusSchema = z.object({
  // JPEG bytes, base64: already resized by the gateway.
  jpegBase64: z.string().min(4).max(1_400_000),
  width: z.number().int().min(1).max(4096),
  height: z.number().int().min(1).max(4096),
  careTeamId: uuidSchema.optional(),
});
export const photoRefSchema = z.object({ photoId: uuidSchema, ref: z.string(), url: z.string() });
export const photoReadSchema = z.object({ photoId: uuidSchema, token: playTokenSchema.optional() });
export const photoBytesSchema = z.object({ jpegBase64: z.string() });

// Export Results: one row per step of a completed activity.
export const gameExportSchema = z.object({
  title: z.string(),
  rows: z.array(
    z.object({
      step: z.number().int(),
      prompt: z.string(),
      answer: z.string(),
      correct: z.boolean(),
      answeredAt: dateSchema.nullable(),
    }),
  ),
  accuracy: z.number().nullable(),
  totalTimeMs: z.number().nullable(),
  completedAt: dateSchema.nullable(),
});
export type GameExport = z.infer<typeof gameExportSchema>;
