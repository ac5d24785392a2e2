import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError, LetterAudience } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SeniorEntity } from '../seniors/senior.entity';
import { dueLetters, letterAudience, LetterMember } from './letter-audience';

// What the weekly family letter needs from care (issue #16), for insights' letter jobs that run with
// no actor: whose letters are due now, and for one loved one who gets it and whose turn it is.
@Injectable()
export class WeeklyLetterAudienceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: BusClient,
  ) {}

  // The loved ones for whom it is Sunday from 17:00 in their own time zone at `at` (all, or those named).
  async due(at: Date, seniorIds?: string[]): Promise<{ seniorId: string; sunday: string }[]> {
    const rows = await this.dataSource.query<{ id: string; time_zone: string }[]>(
      seniorIds ? 'SELECT id, time_zone FROM seniors WHERE id = ANY($1::uuid[])' : 'SELECT id, time_zone FROM seniors',
      seniorIds ? [seniorIds] : [],
    );
    return dueLetters(rows, at);
  }

  // Members who want the letter (with their e-mail), and the Co-Caregivers in rota order: who joined
  // first, then by id, so every replica and retry agrees.
  async audience(seniorId: string): Promise<LetterAudience> {
    const senior = await this.dataSource.getRepository(SeniorEntity).findOneBy({ id: seniorId });
    if (!senior) throw new DomainError('NOT_FOUND', 'Not found');
    const members = await this.dataSource.query<LetterMember[]>(
      `SELECT user_id, role_in_team, notify_weekly_letter AS letter FROM care_team_members
        WHERE care_team_id = $1 ORDER BY created_at, user_id`,
      [senior.careTeamId],
    );
    const users = members.length
      ? await this.bus.request('identity.users.getMany', { userIds: members.map((m) => m.user_id) })
      : [];
    return letterAudience(senior, members, users);
  }
}
