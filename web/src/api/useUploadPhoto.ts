import { useMutation } from '@tanstack/react-query';
import { uploadPhoto } from './uploadPhoto';

// A photo upload as a mutation: 401 goes through the shared sign-in handling like every mutation.
export function useUploadPhoto() {
  return useMutation({
    mutationFn: ({ file, careTeamId }: { file: File; careTeamId?: string }) => uploadPhoto(file, careTeamId),
  });
}
