import { Entity } from 'typeorm';
import { JsonbColumn, RecordEntity, TextColumn, TimestampColumn, UuidColumn } from '@carewith/platform';
import type { Accessibility } from '@carewith/contracts';

@Entity({ name: 'seniors' })
export class SeniorEntity extends RecordEntity {
  @UuidColumn('care_team_id')
  careTeamId!: string;

  @TextColumn('first_name')
  firstName!: string;

  @TextColumn('last_name')
  lastName!: string;

  // E.164, or null when the loved one has no phone of their own.
  @TextColumn({ nullable: true })
  phone!: string | null;

  @JsonbColumn('prefs_json')
  prefsJSON!: { accessibility: Accessibility };

  // IANA time zone, quiet hours ("HH:MM" local: no texts from quietFrom until quietTo) and a
  // pause; see send-window.ts in contracts.
  @TextColumn('time_zone', { default: 'UTC' })
  timeZone!: string;

  @TextColumn('quiet_from', { default: '15:00' })
  quietFrom!: string;

  @TextColumn('quiet_to', { default: '09:00' })
  quietTo!: string;

  @TimestampColumn('paused_until', { nullable: true })
  pausedUntil!: Date | null;

  // The language of their play page, texts and sample steps (a code of SENIOR_LANGUAGES).
  @TextColumn({ default: 'en' })
  language!: string;
}
