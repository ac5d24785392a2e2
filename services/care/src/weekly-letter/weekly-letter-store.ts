import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SeniorEntity } from '../seniors/senior.entity';
import type { LetterMember } from './letter-audience';

// What the weekly family letter reads in care: the loved ones' time zones, and a team's
// members with their letter switch.
@Injectable()
export class WeeklyLetterStore {
  constructor(private readonly dataSource: DataSource) {}

  // Every loved one's time zone (all, or those named).
  zones(seniorIds?: string[]): Promise<{ id: string; time_zone: string }[]> {
    return this.dataSource.query<{ id: string; time_zone: string }[]>(
      seniorIds ? 'SELECT id, time_zone FROM seniors WHERE id = ANY($1::uuid[])' : 'SELECT id, time_zone FROM seniors',
      seniorIds ? [seniorIds] : [],
    );
  }

  senior(seniorId: string): Promise<SeniorEntity | null> {
    return this.dataSource.getRepository(SeniorEntity).findOneBy({ id: seniorId });
  }

  // A team's members in rota order: who joined first, then by id, so every replica and retry agrees.
  members(careTeamId: string): Promise<LetterMember[]> {
    return this.dataSource.query<LetterMember[]>(
      `SELECT user_id, role_in_team, notify_weekly_letter AS letter FROM care_team_members
        WHERE care_team_id = $1 ORDER BY created_at, user_id`,
      [careTeamId],
    );
  }
}
