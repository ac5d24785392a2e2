import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TeamRole } from '@carewith/contracts';

@Entity({ name: 'care_teams' })
export class CareTeamEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  // The Primary Caregiver: the creator, until they delete their account and an heir takes over.
  @Column({ name: 'primary_caregiver_id', type: 'uuid' })
  primaryCaregiverId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

@Entity({ name: 'care_team_members' })
export class CareTeamMemberEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'care_team_id', type: 'uuid' })
  careTeamId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'role_in_team', type: 'text', default: 'SIBLING' })
  roleInTeam!: TeamRole;

  // E-mail when a loved one of the team completes an activity.
  @Column({ name: 'notify_activity_completed', type: 'boolean', default: true })
  notifyActivityCompleted!: boolean;

  // The weekly family letter (issue #16).
  @Column({ name: 'notify_weekly_letter', type: 'boolean', default: true })
  notifyWeeklyLetter!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
