import type { GroupConsent, RecordConsentRequest } from '@carewith/contracts';
import { ApiClient } from './api';
import { addBoxPhotos, aCaregiver, distinctPhotos } from './fixtures';

// Builders for the group-session tests, through the API as staff and families use it (the home and its
// residents come from homes.ts): a resident's consent, and a family who joins a resident's team and
// fills their memory box.

export const aConsentRequest = (over: Partial<RecordConsentRequest> = {}): RecordConsentRequest => ({
  photos: true,
  songs: true,
  basis: 'person',
  by: 'Themselves',
  date: '2026-11-01',
  ...over,
});

// Their consent recorded by the manager (PUT .../consent, 200).
export async function recordConsent(
  api: ApiClient,
  homeId: string,
  residentId: string,
  consent: RecordConsentRequest = aConsentRequest(),
): Promise<GroupConsent> {
  const res = await api.json<GroupConsent>('PUT', `/api/homes/${homeId}/residents/${residentId}/consent`, consent);
  if (res.status !== 200) throw new Error(`recording consent answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

// A family member invited by the manager (POST .../family-invitation), signed in through the link and
// accepted into the resident's own care team: their API client.
export async function familyJoins(
  system: { url: string },
  manager: ApiClient,
  homeId: string,
  residentId: string,
  name: string,
): Promise<ApiClient> {
  const spec = aCaregiver({ name });
  const invitation = await manager.json<{ link: string }>(
    'POST',
    `/api/homes/${homeId}/residents/${residentId}/family-invitation`,
    { email: spec.email },
  );
  if (invitation.status !== 201 && invitation.status !== 200)
    throw new Error(`the family invitation answered ${invitation.status}: ${JSON.stringify(invitation.body)}`);
  const token = new URL(invitation.body.link, system.url).searchParams.get('token');
  if (!token) throw new Error(`no token in the family invitation's link ${invitation.body.link}`);
  const family = new ApiClient(system.url);
  await family.signIn(spec.name, spec.email, `/invite/accept?token=${token}`);
  const accepted = await family.json('POST', '/api/invitations/accept', { token });
  if (accepted.status !== 200)
    throw new Error(`accepting answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  return family;
}

export type BoxSpec = {
  photos: { decade?: number; year?: number; place?: string; story?: string }[];
  songs: { title: string; artist?: string }[];
};

// The resident's memory box filled by their family: photos with their decade and place, and songs.
// Returns the photos' ids.
export async function fillBox(family: ApiClient, seniorId: string, box: BoxSpec, seed = 0): Promise<string[]> {
  const files = (await distinctPhotos(box.photos.length + seed)).slice(seed);
  const photos = await addBoxPhotos(family, seniorId, files);
  for (const [i, spec] of box.photos.entries()) {
    const { place, ...details } = spec;
    const res = await family.json('PATCH', `/api/seniors/${seniorId}/memory-box/photos/${photos[i]!.id}`, {
      ...details,
      ...(place ? { place: { name: place } } : {}),
    });
    if (res.status !== 200) throw new Error(`describing a photo answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  for (const song of box.songs) {
    const res = await family.json('POST', `/api/seniors/${seniorId}/memory-box/songs`, song);
    if (res.status !== 201) throw new Error(`adding a song answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return photos.map((p) => p.id);
}
