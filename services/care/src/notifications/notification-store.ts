import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SeniorEntity } from '../seniors/senior.entity';
import { CareTeamMemberEntity } from '../teams/care-team.entity';

// A member's e-mail switches (the notify_* columns of care_team_members).
export type NotifySwitch = 'notifyActivityCompleted' | 'notifyWeeklyLetter';

// The members' notification settings and who gets a loved one's completion e-mails: every statement
// of the notifications in one place.
@Injectable()
export class NotificationStore {
  constructor(private readonly dataSource: DataSource) {}

  // A user's own row in a team, or null when they are not on it.
  member(careTeamId: string, userId: string): Promise<CareTeamMemberEntity | null> {
    return this.dataSource.getRepository(CareTeamMemberEntity).findOneBy({ careTeamId, userId });
  }

  async setSwitch(careTeamId: string, userId: string, column: NotifySwitch, on: boolean): Promise<void> {
    const values: Partial<Pick<CareTeamMemberEntity, NotifySwitch>> = { [column]: on };
    await this.dataSource.getRepository(CareTeamMemberEntity).update({ careTeamId, userId }, values);
  }

  senior(seniorId: string): Promise<SeniorEntity | null> {
    return this.dataSource.getRepository(SeniorEntity).findOneBy({ id: seniorId });
  }

  // The members of a team who have the completion e-mails on.
  async completionRecipients(careTeamId: string): Promise<string[]> {
    const members = await this.dataSource
      .getRepository(CareTeamMemberEntity)
      .findBy({ careTeamId, notifyActivityCompleted: true });
    return members.map((m) => m.userId);
  }
}
