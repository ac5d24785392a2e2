import { Injectable } from '@nestjs/common';
import { DomainError, LetterAudience } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { dueLetters, letterAudience } from './letter-audience';
import { WeeklyLetterStore } from './weekly-letter-store';

// What the weekly family letter needs from care, for insights' letter jobs that run with
// no actor: whose letters are due now, and for one loved one who gets it and whose turn it is.
@Injectable()
export class WeeklyLetterAudienceService {
  constructor(
    private readonly store: WeeklyLetterStore,
    private readonly bus: BusClient,
  ) {}

  // The loved ones for whom it is Sunday from 17:00 in their own time zone at `at` (all, or those named).
  async due(at: Date, seniorIds?: string[]): Promise<{ seniorId: string; sunday: string }[]> {
    return dueLetters(await this.store.zones(seniorIds), at);
  }

  // Members who want the letter (with their e-mail), and the Co-Caregivers in rota order: who joined
  // first, then by id, so every replica and retry agrees.
  async audience(seniorId: string): Promise<LetterAudience> {
    const senior = await this.store.senior(seniorId);
    if (!senior) throw new DomainError('NOT_FOUND', 'Not found');
    const members = await this.store.members(senior.careTeamId);
    const users = members.length
      ? await this.bus.request('identity.users.getMany', { userIds: members.map((m) => m.user_id) })
      : [];
    return letterAudience(senior, members, users);
  }
}
