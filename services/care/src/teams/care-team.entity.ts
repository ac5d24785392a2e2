import { Entity } from 'typeorm';
import { BooleanColumn, RecordEntity, TextColumn, UuidColumn } from '@carewith/platform';
import type { TeamRole } from '@carewith/contracts';

@Entity({ name: 'care_teams' })
export class CareTeamEntity extends RecordEntity {
  // The family's name for the team; for a team the product named (nameGenerated), the name it was made
  // from (a member's name, or '' for none), said in each reader's language (decision 260).
  @TextColumn()
  name!: string;

  @BooleanColumn('name_generated', { default: false })
  nameGenerated!: boolean;

  @UuidColumn('created_by')
  createdBy!: string;

  // The Primary Caregiver: the creator, until they delete their account and an heir takes over. Null
  // for a care-home resident's team that no family member has joined yet (held by the home): the first
  // to accept an invitation becomes Primary (decision "Care homes: staff reach residents through the
  // home").
  @UuidColumn('primary_caregiver_id', { nullable: true })
  primaryCaregiverId!: string | null;
}

@Entity({ name: 'care_team_members' })
export class CareTeamMemberEntity extends RecordEntity {
  @UuidColumn('care_team_id')
  careTeamId!: string;

  @UuidColumn('user_id')
  userId!: string;

  @TextColumn('role_in_team', { default: 'SIBLING' })
  roleInTeam!: TeamRole;

  // E-mail when a loved one of the team completes an activity.
  @BooleanColumn('notify_activity_completed', { default: true })
  notifyActivityCompleted!: boolean;

  // The weekly family letter.
  @BooleanColumn('notify_weekly_letter', { default: true })
  notifyWeeklyLetter!: boolean;
}
