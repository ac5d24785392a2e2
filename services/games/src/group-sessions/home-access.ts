import { Injectable } from '@nestjs/common';
import { DomainError, SessionResidents } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { memberFirstNames } from '../people/member-names';
import { GroupSessionStore, SessionRow } from './group-session-store';

export const SESSION_NOT_FOUND = 'This group session could not be found.';
const CARE_ASKS_AT_MOST = 50;

// Who may do what in a care home is care's to say (care.homes.sessionResidents, asked as the actor):
// staff of the home, and of the residents named, what of theirs may reach a shared screen. Care refuses
// (404) anyone else, so another home's staff learn nothing.
@Injectable()
export class HomeAccess {
  constructor(
    private readonly bus: BusClient,
    private readonly store: GroupSessionStore,
  ) {}

  // The actor is staff of the home: its name and their role.
  staff(homeId: string): Promise<SessionResidents> {
    return this.bus.request('care.homes.sessionResidents', { homeId, residentIds: [] });
  }

  // The named residents of the home, each of them, as care answers now.
  async residents(homeId: string, residentIds: readonly string[]): Promise<SessionResidents> {
    if (!residentIds.length) return this.staff(homeId);
    const answers: SessionResidents[] = [];
    for (let i = 0; i < residentIds.length; i += CARE_ASKS_AT_MOST)
      answers.push(
        await this.bus.request('care.homes.sessionResidents', {
          homeId,
          residentIds: residentIds.slice(i, i + CARE_ASKS_AT_MOST),
        }),
      );
    const residents = answers.flatMap((a) => a.residents);
    // Care answers for every resident asked or refuses; a shorter answer is still a refusal here.
    if (residentIds.some((id) => !residents.some((r) => r.id === id)))
      throw new DomainError('NOT_FOUND', 'This resident could not be found.');
    return { ...answers[0]!, residents };
  }

  // The home's name and its residents now (staff of the home only): who the month's evidence is about.
  async homeResidents(homeId: string): Promise<Pick<SessionResidents, 'homeName' | 'residents'>> {
    const { homeName } = await this.staff(homeId);
    const residents = await this.bus.request('care.homes.residents.list', { homeId });
    return {
      homeName,
      residents: residents.map((r) => ({
        id: r.id,
        seniorId: r.seniorId,
        firstName: r.firstName,
        lastName: r.lastName,
        room: r.room,
        activeDaysTarget: r.activeDaysTarget,
        photos: r.consent?.photos ?? false,
        songs: r.consent?.songs ?? false,
      })),
    };
  }

  // The session, for staff of its home; to anyone else it does not exist.
  async session(sessionId: string): Promise<SessionRow> {
    const session = await this.store.session(sessionId);
    if (!session) throw new DomainError('NOT_FOUND', SESSION_NOT_FOUND);
    try {
      await this.staff(session.home_id);
    } catch (error) {
      if (error instanceof DomainError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN'))
        throw new DomainError('NOT_FOUND', SESSION_NOT_FOUND);
      throw error;
    }
    return session;
  }

  names(userIds: readonly (string | null)[]): Promise<Map<string, string>> {
    return memberFirstNames(this.bus, userIds);
  }
}
