import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Accessibility } from '@carewith/contracts';

@Entity({ name: 'seniors' })
export class SeniorEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'care_team_id', type: 'uuid' })
  careTeamId!: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  // E.164, or null when the loved one has no phone of their own.
  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ name: 'prefs_json', type: 'jsonb' })
  prefsJSON!: { accessibility: Accessibility };

  // Issue #15: IANA time zone, quiet hours ("HH:MM" local: no texts from quietFrom until quietTo) and a
  // pause; see send-window.ts in contracts.
  @Column({ name: 'time_zone', type: 'text', default: 'UTC' })
  timeZone!: string;

  @Column({ name: 'quiet_from', type: 'text', default: '15:00' })
  quietFrom!: string;

  @Column({ name: 'quiet_to', type: 'text', default: '09:00' })
  quietTo!: string;

  @Column({ name: 'paused_until', type: 'timestamptz', nullable: true })
  pausedUntil!: Date | null;

  // Issue #16: the language of their play page, texts and sample steps (a code of SENIOR_LANGUAGES).
  @Column({ type: 'text', default: 'en' })
  language!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
