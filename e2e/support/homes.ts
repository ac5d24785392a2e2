import type { AddResidentRequest, HomeRole, HomeSummary, Resident, StaffInvitation } from '@carewith/contracts';
import { ApiClient } from './api';
import { photoForm, uniqueEmail } from './fixtures';
import { queryDb } from './systems';

// Care homes through the gateway (libs/contracts/src/care-home.ts): a home, its staff, its residents.

export type StaffMember = { api: ApiClient; id: string; name: string; email: string };

// A care home made by the signed-in caregiver, who becomes its Home Manager.
export async function createHome(api: ApiClient, name = 'Oak House'): Promise<HomeSummary> {
  const res = await api.json<HomeSummary>('POST', '/api/homes', { name });
  if (res.status !== 201) throw new Error(`creating a home failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

// A staff invitation's token, from its link (/home-invitations/<token>).
export const staffInvitationToken = (invitation: StaffInvitation) =>
  new URL(invitation.link).pathname.split('/').pop()!;

export async function inviteStaff(
  manager: ApiClient,
  homeId: string,
  email: string,
  role: HomeRole = 'COORDINATOR',
): Promise<StaffInvitation> {
  const res = await manager.json<StaffInvitation>('POST', `/api/homes/${homeId}/staff-invitations`, { email, role });
  if (res.status !== 201) throw new Error(`inviting staff failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

// Someone new signs in and joins the home's staff by the manager's invitation.
export async function hireStaff(
  system: { url: string },
  manager: ApiClient,
  homeId: string,
  spec: { name: string; email?: string; role?: HomeRole },
): Promise<StaffMember> {
  const email = spec.email ?? uniqueEmail(spec.name.split(' ')[0]!.toLowerCase());
  const invitation = await inviteStaff(manager, homeId, email, spec.role);
  const api = new ApiClient(system.url);
  const user = await api.signIn(spec.name, email);
  const accepted = await api.post(`/api/home-invitations/${staffInvitationToken(invitation)}/accept`);
  if (accepted.status !== 200) throw new Error(`accepting a staff invitation failed: ${accepted.status}`);
  return { api, id: user.id, name: spec.name, email };
}

export const aResident = (overrides: Partial<AddResidentRequest> = {}): AddResidentRequest => ({
  firstName: 'Rose',
  lastName: 'Resident',
  room: '12',
  ...overrides,
});

export async function addResident(manager: ApiClient, homeId: string, resident = aResident()): Promise<Resident> {
  const res = await manager.json<Resident>('POST', `/api/homes/${homeId}/residents`, resident);
  if (res.status !== 201) throw new Error(`adding a resident failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

// Residents who joined `joinedDaysAgo` days ago and were last active `activeDaysAgo` days ago (null:
// never), dated in care's table as its int tests date them (services/care/src/homes/homes.int.spec.ts):
// a group session's record is games' to write, and a week cannot pass in a browser test.
export async function dateResidents(
  databaseUrl: string,
  residentIds: string[],
  { joinedDaysAgo, activeDaysAgo }: { joinedDaysAgo: number; activeDaysAgo: number | null },
): Promise<void> {
  await queryDb(
    databaseUrl,
    `UPDATE care.home_residents
        SET joined_at = now() - make_interval(days => $2),
            last_active_at = CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(days => $3::int) END
      WHERE id = ANY($1::uuid[])`,
    [residentIds, joinedDaysAgo, activeDaysAgo],
  );
}

// A resident's portrait put by a Home Manager (PUT .../photo, which must answer 200): its address.
export async function putResidentPhoto(
  manager: ApiClient,
  homeId: string,
  residentId: string,
  form: FormData = photoForm(),
): Promise<string> {
  const res = await manager.request('PUT', `/api/homes/${homeId}/residents/${residentId}/photo`, { body: form });
  const body = (await res.json()) as { photoUrl: string };
  if (res.status !== 200) throw new Error(`putting a resident's photo failed: ${res.status} ${JSON.stringify(body)}`);
  return body.photoUrl;
}
