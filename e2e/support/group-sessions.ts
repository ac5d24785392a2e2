import { randomUUID } from 'node:crypto';
import type { GroupSession, Resident } from '@carewith/contracts';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from './api';
import { addDescribedBoxPhoto } from './fixtures';

// Group sessions through the gateway (libs/contracts/src/group-session.ts).

// A resident's family joins their team by the home's family invitation and adds a photo to their box;
// the home then records consent to show their photos and play their songs. The box photo's id.
export async function aConsentedBoxPhoto(
  system: { url: string },
  manager: ApiClient,
  homeId: string,
  resident: Resident,
): Promise<string> {
  const email = `family.${randomUUID().slice(0, 8)}@example.com`;
  const invited = await manager.json<{ link: string }>(
    'POST',
    `/api/homes/${homeId}/residents/${resident.id}/family-invitation`,
    { email },
  );
  if (invited.status !== 201) throw new Error(`inviting the family failed: ${invited.status}`);
  const token = new URL(invited.body.link).searchParams.get('token')!;
  const family = new ApiClient(system.url);
  await family.signIn('Fay Family', email);
  const accepted = await family.json('POST', '/api/invitations/accept', { token });
  if (accepted.status !== 200) throw new Error(`accepting the family invitation failed: ${accepted.status}`);
  const { photoId } = await addDescribedBoxPhoto(family, resident.seniorId, { year: 1956 });
  const consent = await manager.request('PUT', `/api/homes/${homeId}/residents/${resident.id}/consent`, {
    json: { photos: true, songs: true, basis: 'person', by: `${resident.firstName} herself`, date: '2026-11-20' },
  });
  if (consent.status !== 200) throw new Error(`recording consent failed: ${consent.status}`);
  return photoId;
}

export async function startGroupSession(api: ApiClient, homeId: string, residentIds: string[]): Promise<GroupSession> {
  const res = await api.json<GroupSession>('POST', `/api/homes/${homeId}/group-sessions`, { residentIds });
  if (res.status !== 201) throw new Error(`starting a group session failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

// The path the TV fetches a deck's photo by, once games has heard of the resident's consent (a fact).
export async function sessionPhotoPath(api: ApiClient, session: GroupSession, photoId: string): Promise<string> {
  const path = `/api/group-sessions/${session.id}/photos/${photoId}`;
  if (!session.deck.some((card) => card.imageUrl === path)) throw new Error('the photo is not in the deck');
  await expectEventually(async () => expect((await api.get(path)).status).toBe(200));
  return path;
}
