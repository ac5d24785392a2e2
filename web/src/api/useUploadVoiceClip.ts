import { useMutation } from '@tanstack/react-query';
import type { VoiceClipUse } from '@carewith/contracts';
import { uploadVoiceClip } from './uploadVoiceClip';

// A voice clip upload as a mutation: 401 goes through the shared sign-in handling like every mutation.
export function useUploadVoiceClip() {
  return useMutation({
    mutationFn: ({ mp3, use, careTeamId }: { mp3: Blob; use: VoiceClipUse; careTeamId?: string }) =>
      uploadVoiceClip(mp3, use, careTeamId),
  });
}
