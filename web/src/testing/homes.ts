// The care-home answers that component tests build on: each a valid answer of the contract's type with
// plain defaults, changed by the test where its check depends on it.
import type { GroupConsent, HomeRole, HomeSummary, HomeView, Resident } from '@carewith/contracts';
import { aUser } from './render';

export const HOME_ID = '00000000-0000-4000-8000-0000000000c1';
export const COORDINATOR_ID = '00000000-0000-4000-8000-000000000002';
export const INVITATION_ID = '00000000-0000-4000-8000-0000000000d1';

export const aHomeSummary = (myRole: HomeRole = 'MANAGER', over: Partial<HomeSummary> = {}): HomeSummary => ({
  id: HOME_ID,
  name: 'Oak House',
  myRole,
  residents: 0,
  ...over,
});

// A home as GET /api/homes/:homeId answers it: the signed-in member (aUser) its Home Manager, with a
// coordinator and one invitation waiting; a coordinator reads no e-mails and no invitations.
export function aHome(myRole: HomeRole = 'MANAGER', over: Partial<HomeView> = {}): HomeView {
  const manager = myRole === 'MANAGER';
  const me = aUser();
  return {
    ...aHomeSummary(myRole),
    staff: [
      {
        userId: me.id,
        name: 'Nora Owner',
        email: manager ? me.email : null,
        role: myRole,
        joinedAt: '2026-11-01T10:00:00.000Z',
      },
      {
        userId: COORDINATOR_ID,
        name: 'Colin Coordinator',
        email: manager ? 'colin@example.com' : null,
        role: manager ? 'COORDINATOR' : 'MANAGER',
        joinedAt: '2026-11-02T10:00:00.000Z',
      },
    ],
    pendingInvitations: manager
      ? [{ id: INVITATION_ID, email: 'new@example.com', role: 'COORDINATOR', expiresAt: '2026-12-08T10:00:00.000Z' }]
      : [],
    ...over,
  };
}

export const aConsent = (over: Partial<GroupConsent> = {}): GroupConsent => ({
  photos: true,
  songs: true,
  basis: 'person',
  by: 'Iris Moss',
  consulted: null,
  date: '2026-11-20',
  recordedAt: '2026-11-20T10:00:00.000Z',
  recordedByName: 'Nora Owner',
  ...over,
});

// Resident n (1, 2...): active today, no consent recorded, no family yet.
export function aResident(n = 1, over: Partial<Resident> = {}): Resident {
  const id = String(n).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${id}`,
    seniorId: `00000000-0000-4000-9000-${id}`,
    firstName: `Resident${n}`,
    lastName: `Moss`,
    room: String(n),
    photoUrl: null,
    activeDaysTarget: 5,
    lastActiveAt: new Date().toISOString(),
    inactive: false,
    consent: null,
    familyLinked: false,
    joinedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}
