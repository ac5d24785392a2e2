import { Entity } from 'typeorm';
import { BooleanColumn, IntColumn, RecordEntity, TextColumn, TimestampColumn, UuidColumn } from '@carewith/platform';
import type { HomeRole } from '@carewith/contracts';

// Care homes (migration 1764500000000-care-homes).
@Entity({ name: 'care_homes' })
export class CareHomeEntity extends RecordEntity {
  @TextColumn()
  name!: string;

  @UuidColumn('created_by')
  createdBy!: string;
}

// Who works in a home, as what. Staff are never members of a resident's care team.
@Entity({ name: 'home_staff' })
export class HomeStaffEntity extends RecordEntity {
  @UuidColumn('home_id')
  homeId!: string;

  @UuidColumn('user_id')
  userId!: string;

  @TextColumn()
  role!: HomeRole;
}

// A staff invitation: only the SHA-256 of its link's token is kept (as care's team invitations).
@Entity({ name: 'home_invitations' })
export class HomeInvitationEntity extends RecordEntity {
  @UuidColumn('home_id')
  homeId!: string;

  @TextColumn()
  email!: string;

  @TextColumn()
  role!: HomeRole;

  @TextColumn('token_hash')
  tokenHash!: string;

  @TextColumn({ default: 'pending' })
  status!: 'pending' | 'accepted' | 'cancelled';

  @UuidColumn('invited_by')
  invitedBy!: string;

  @TimestampColumn('expires_at')
  expiresAt!: Date;

  @TimestampColumn('accepted_at', { nullable: true })
  acceptedAt!: Date | null;

  @UuidColumn('accepted_by', { nullable: true })
  acceptedBy!: string | null;
}

// A loved one living in a home: their room, their own target of active days a week, and the last
// time they took part in anything (from games' records).
@Entity({ name: 'home_residents' })
export class HomeResidentEntity extends RecordEntity {
  @UuidColumn('home_id')
  homeId!: string;

  @UuidColumn('senior_id')
  seniorId!: string;

  @TextColumn({ nullable: true })
  room!: string | null;

  @IntColumn('active_days_target')
  activeDaysTarget!: number;

  @TimestampColumn('last_active_at', { nullable: true })
  lastActiveAt!: Date | null;

  @TimestampColumn('joined_at')
  joinedAt!: Date;
}

// One consent record; the newest of a resident's is their consent.
@Entity({ name: 'resident_consents' })
export class ResidentConsentEntity extends RecordEntity {
  @UuidColumn('resident_id')
  residentId!: string;

  @BooleanColumn()
  photos!: boolean;

  @BooleanColumn()
  songs!: boolean;

  // Whether their family's weekly letter may say what they joined in.
  @BooleanColumn('family_line', { default: false })
  familyLine!: boolean;

  @TextColumn()
  basis!: string;

  @TextColumn('agreed_by')
  agreedBy!: string;

  @TextColumn({ nullable: true })
  consulted!: string | null;

  // YYYY-MM-DD, as the form gave it.
  @TextColumn('agreed_on')
  agreedOn!: string;

  @UuidColumn('recorded_by')
  recordedBy!: string;

  @TimestampColumn('recorded_at')
  recordedAt!: Date;
}
