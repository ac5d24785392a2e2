import { VOICE_CLIP_FIELD, type VoiceClipRef, type VoiceClipUse } from '@carewith/contracts';
import { postForm } from './http';

// POST /api/voice-clips as multipart/form-data (field VOICE_CLIP_FIELD, an MP3, and what it is for:
// a step's voice or a song of the memory box); the server checks it and returns its reference
// ("voice:<uuid>") and id.
export async function uploadVoiceClip(mp3: Blob, use: VoiceClipUse, careTeamId?: string): Promise<VoiceClipRef> {
  const body = new FormData();
  body.append(VOICE_CLIP_FIELD, mp3, 'voice.mp3');
  body.append('use', use);
  if (careTeamId) body.append('careTeamId', careTeamId);
  return postForm<VoiceClipRef>('/api/voice-clips', body);
}
