import { postForm } from './http';

export type UploadedPhoto = { photoId: string; ref: string; url: string };

// POST /api/photos as multipart/form-data (field "photo"); the server resizes it and returns its
// reference ("photo:<uuid>") for a step's photo or image.
export async function uploadPhoto(file: File, careTeamId?: string): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('photo', file);
  if (careTeamId) body.append('careTeamId', careTeamId);
  return postForm<UploadedPhoto>('/api/photos', body);
}
