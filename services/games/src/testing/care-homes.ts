import { randomUUID } from 'node:crypto';
import { ACTIVE_DAYS_TARGET_DEFAULT, DomainError, HomeRole, Resident, SessionResidents } from '@carewith/contracts';

// The games integration tests' stand-in for care's homes: which users work in which home (and as what),
// and its residents with what of theirs may reach a shared screen. startGames answers
// care.homes.sessionResidents from it as care does: staff of the home only (anyone else: 404), and
// every resident asked must live there.
export type TestResident = SessionResidents['residents'][number] & { careTeamId: string };
export type TestHome = { id: string; name: string; staff: Map<string, HomeRole>; residents: TestResident[] };

export const HOME_NOT_FOUND = 'This care home could not be found.';

let rooms = 0;

export class CareHomes {
  private readonly byId = new Map<string, TestHome>();

  add(name = 'Rosewood House'): TestHome {
    const home = { id: randomUUID(), name, staff: new Map<string, HomeRole>(), residents: [] };
    this.byId.set(home.id, home);
    return home;
  }

  // A staff member of the home (a user id, the gateway's actor).
  staff(home: TestHome, role: HomeRole = 'COORDINATOR'): string {
    const userId = randomUUID();
    home.staff.set(userId, role);
    return userId;
  }

  // A resident (a loved one with a team of their own), with no consent unless given.
  resident(home: TestHome, firstName: string, consent: { photos?: boolean; songs?: boolean } = {}): TestResident {
    rooms += 1;
    const resident: TestResident = {
      id: randomUUID(),
      seniorId: randomUUID(),
      careTeamId: randomUUID(),
      firstName,
      lastName: 'Tester',
      room: `Room ${rooms}`,
      activeDaysTarget: ACTIVE_DAYS_TARGET_DEFAULT,
      photos: consent.photos ?? false,
      songs: consent.songs ?? false,
    };
    home.residents.push(resident);
    return resident;
  }

  // care.homes.residents.list: the home's residents as its pages show them.
  list(homeId: string, actorId: string | undefined): Resident[] {
    const { home } = this.staffOf(homeId, actorId);
    return home.residents.map((r) => ({
      id: r.id,
      seniorId: r.seniorId,
      firstName: r.firstName,
      lastName: r.lastName,
      room: r.room,
      photoUrl: null,
      activeDaysTarget: r.activeDaysTarget,
      lastActiveAt: null,
      inactive: false,
      consent: null,
      familyLinked: false,
      joinedAt: new Date(0).toISOString(),
    }));
  }

  // A resident leaves the home (care answers for them no more).
  remove(home: TestHome, residentId: string): void {
    home.residents = home.residents.filter((r) => r.id !== residentId);
  }

  private staffOf(homeId: string, actorId: string | undefined) {
    const home = this.byId.get(homeId);
    const role = home && actorId ? home.staff.get(actorId) : undefined;
    if (!home || !role) throw new DomainError('NOT_FOUND', HOME_NOT_FOUND);
    return { home, role };
  }

  answer(homeId: string, residentIds: string[], actorId: string | undefined): SessionResidents {
    const { home, role } = this.staffOf(homeId, actorId);
    const residents = residentIds.map((id) => {
      const resident = home.residents.find((r) => r.id === id);
      if (!resident) throw new DomainError('NOT_FOUND', 'This resident could not be found.');
      return resident;
    });
    return { homeId, homeName: home.name, actorRole: role, residents };
  }
}
