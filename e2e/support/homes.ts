import type { AddResidentRequest, HomeRole, HomeSummary, Resident } from '@carewith/contracts';
import { ApiClient } from './api';
import { aCaregiver, signUp, type Caregiver, type CaregiverSpec } from './fixtures';
import { queryDb } from './systems';

// Care homes' builders for the browser tests: a home, its staff and its residents made through the
// API (each call must succeed), and a resident's activity dated in care's table, as the int tests date
// it (services/care/src/homes/homes.int.spec.ts), since a group session's record is games' to write.

// POST /api/homes (201): the caregiver becomes the home's Home Manager.
export async function createHome(api: ApiClient, name = 'Oak House'): Promise<HomeSummary> {
  const created = await api.json<HomeSummary>('POST', '/api/homes', { name });
  expect(created.status).toBe(201);
  return created.body;
}

// Resident n: "Resident<n> <lastName>", room n, the default target.
export const aResident = (n: number, over: Partial<AddResidentRequest> = {}): AddResidentRequest => ({
  firstName: `Resident${n}`,
  lastName: 'Moss',
  room: String(n),
  ...over,
});

// POST /api/homes/:homeId/residents (201) for each, in order.
export async function addResidents(api: ApiClient, homeId: string, specs: AddResidentRequest[]): Promise<Resident[]> {
  const added: Resident[] = [];
  for (const spec of specs) {
    const res = await api.json<Resident>('POST', `/api/homes/${homeId}/residents`, spec);
    expect(res.status).toBe(201);
    added.push(res.body);
  }
  return added;
}

// Someone signed in who joins the home's staff in that role: invited by a Home Manager (201), then
// accepted with the link's token (200).
export async function joinStaff(
  system: { url: string },
  manager: ApiClient,
  homeId: string,
  role: HomeRole,
  spec: CaregiverSpec = aCaregiver({ name: 'Cora Coordinator' }),
): Promise<Caregiver> {
  const staff = await signUp(system, spec);
  const invited = await manager.json<{ link: string }>('POST', `/api/homes/${homeId}/staff-invitations`, {
    email: spec.email,
    role,
  });
  expect(invited.status).toBe(201);
  const token = new URL(invited.body.link).pathname.split('/').pop()!;
  expect((await staff.api.json('POST', `/api/home-invitations/${token}/accept`)).status).toBe(200);
  return staff;
}

// A resident who joined `joinedDaysAgo` days ago and was last active `activeDaysAgo` days ago (null:
// never).
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
