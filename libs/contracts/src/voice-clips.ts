import { z } from 'zod';
import { uuidSchema } from './common';
import { playTokenSchema } from './games';
import { SONG_CLIP_MAX_SECONDS } from './memory-box';

// A family member's recorded voice for one step: "voice:<id>" on the step, like a photo's
// "photo:<id>". Clips are MP3, which every browser plays (iOS Safari and Android Chrome included); the
// caregiver's browser makes the MP3 from a recording or an uploaded file, and the gateway checks it.
export const voiceRefOf = (clipId: string) => `voice:${clipId}`;
export const voiceClipIdOf = (ref: string | undefined) => (ref?.startsWith('voice:') ? ref.slice(6) : null);

// Longest clip: recording stops here, and the gateway refuses a longer file.
export const VOICE_CLIP_MAX_SECONDS = 20;
// What the gateway accepts as the clip's field in POST /api/voice-clips (multipart).
export const VOICE_CLIP_FIELD = 'clip';
// What a clip is for: a step's voice (Co-Caregivers, at most VOICE_CLIP_MAX_SECONDS), or a song of the
// memory box (any member of the team, at most SONG_CLIP_MAX_SECONDS).
export const VOICE_CLIP_USES = ['step', 'song'] as const;
export type VoiceClipUse = (typeof VOICE_CLIP_USES)[number];
export const voiceClipUseSchema = z.enum(VOICE_CLIP_USES, { error: 'Use must be "step" or "song"' });
export const clipMaxSeconds = (use: VoiceClipUse) => (use === 'song' ? SONG_CLIP_MAX_SECONDS : VOICE_CLIP_MAX_SECONDS);
// The upload's form fields beside the file.
export const voiceClipUploadFieldsSchema = z.object({
  careTeamId: uuidSchema.optional(),
  use: voiceClipUseSchema.default('step'),
});

export const voiceClipUploadBusSchema = z
  .object({
    // MP3 bytes, base64, already checked by the gateway (frames, length); within a NATS message.
    mp3Base64: z.string().min(4).max(1_000_000),
    durationMs: z
      .number()
      .int()
      .min(1)
      .max(SONG_CLIP_MAX_SECONDS * 1000 + 1000),
    careTeamId: uuidSchema.optional(),
    use: voiceClipUseSchema.default('step'),
  })
  .refine((v) => v.durationMs <= clipMaxSeconds(v.use) * 1000 + 1000, { error: 'Clip too long', path: ['durationMs'] });
export const voiceClipRefSchema = z.object({ clipId: uuidSchema, ref: z.string(), url: z.string() });
export type VoiceClipRef = z.infer<typeof voiceClipRefSchema>;
export const voiceClipReadSchema = z.object({ clipId: uuidSchema, token: playTokenSchema.optional() });
export const voiceClipBytesSchema = z.object({ mp3Base64: z.string() });
