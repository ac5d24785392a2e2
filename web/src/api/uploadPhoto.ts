import { ApiError } from './http';

export type UploadedPhoto = { photoId: string; ref: string; url: string };

// The anti-forgery token the gateway sets as a cookie (as apiRequest reads it).
function csrfToken(): string | undefined {
  const match = document.cookie.match(/(?:^|;\s*)(?:__Host-)?csrf=([^;]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

// POST /api/photos as multipart/form-data (field "photo"); the server resizes it and returns its
// reference ("photo:<uuid>") for a step's photo or image.
export async function uploadPhoto(file: File, careTeamId?: string): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('photo', file);
  if (careTeamId) body.append('careTeamId', careTeamId);
  const token = csrfToken();
  const res = await fetch('/api/photos', {
    method: 'POST',
    headers: token ? { 'x-csrf-token': token } : {},
    body,
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return (await res.json()) as UploadedPhoto;
}
