import { VOICE_CLIP_FIELD, type VoiceClipRef } from '@carewith/contracts';
import { postForm } from './http';

// POST /api/voice-clips as multipart/form-data (field VOICE_CLIP_FIELD, an MP3); the server checks
// it and returns its reference ("voice:<uuid>") for a step's voice.
export async function uploadVoiceClip(mp3: Blob, careTeamId?: string): Promise<VoiceClipRef> {
  const body = new FormData();
  body.append(VOICE_CLIP_FIELD, mp3, 'voice.mp3');
  if (careTeamId) body.append('careTeamId', careTeamId);
  return postForm<VoiceClipRef>('/api/voice-clips', body);
}
