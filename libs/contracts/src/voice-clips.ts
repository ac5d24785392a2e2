import { z } from 'zod';
import { uuidSchema } from './common';
import { playTokenSchema } from './games';

// A family member's recorded voice for one step (issue #16): "voice:<id>" on the step, like a photo's
// "photo:<id>". Clips are MP3, which every browser plays (iOS Safari and Android Chrome included); the
// caregiver's browser makes the MP3 from a recording or an uploaded file, and the gateway checks it.
export const voiceRefOf = (clipId: string) => `voice:${clipId}`;
export const voiceClipIdOf = (ref: string | undefined) => (ref?.startsWith('voice:') ? ref.slice(6) : null);

// Longest clip: recording stops here, and the gateway refuses a longer file.
export const VOICE_CLIP_MAX_SECONDS = 20;
// What the gateway accepts as the clip's field in POST /api/voice-clips (multipart).
export const VOICE_CLIP_FIELD = 'clip';

export const voiceClipUploadBusSchema = z.object({
  // MP3 bytes, base64, already checked by the gateway (frames, length); within a NATS message.
  mp3Base64: z.string().min(4).max(1_000_000),
  durationMs: z
    .number()
    .int()
    .min(1)
    .max(VOICE_CLIP_MAX_SECONDS * 1000 + 1000),
  careTeamId: uuidSchema.optional(),
});
export const voiceClipRefSchema = z.object({ clipId: uuidSchema, ref: z.string(), url: z.string() });
export type VoiceClipRef = z.infer<typeof voiceClipRefSchema>;
export const voiceClipReadSchema = z.object({ clipId: uuidSchema, token: playTokenSchema.optional() });
export const voiceClipBytesSchema = z.object({ mp3Base64: z.string() });
