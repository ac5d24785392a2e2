import { useMutation } from '@tanstack/react-query';
import { uploadVoiceClip } from './uploadVoiceClip';

// A voice clip upload as a mutation: 401 goes through the shared sign-in handling like every mutation.
export function useUploadVoiceClip() {
  return useMutation({
    mutationFn: ({ mp3, careTeamId }: { mp3: Blob; careTeamId?: string }) => uploadVoiceClip(mp3, careTeamId),
  });
}
