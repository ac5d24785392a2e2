import type { VoiceClipRef } from '@carewith/contracts';
import { ApiError } from './http';

// The anti-forgery token the gateway sets as a cookie (as apiRequest reads it).
function csrfToken(): string | undefined {
  const match = document.cookie.match(/(?:^|;\s*)(?:__Host-)?csrf=([^;]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

// POST /api/voice-clips as multipart/form-data (field "clip", an MP3); the server checks it and
// returns its reference ("voice:<uuid>") for a step's voice.
export async function uploadVoiceClip(mp3: Blob, careTeamId?: string): Promise<VoiceClipRef> {
  const body = new FormData();
  body.append('clip', mp3, 'voice.mp3');
  if (careTeamId) body.append('careTeamId', careTeamId);
  const token = csrfToken();
  const res = await fetch('/api/voice-clips', {
    method: 'POST',
    headers: token ? { 'x-csrf-token': token } : {},
    body,
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return (await res.json()) as VoiceClipRef;
}
