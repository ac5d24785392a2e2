import { Entity } from 'typeorm';
import { RecordEntity, TextColumn, UpdatedAtColumn, UuidColumn } from '@carewith/platform';
import type { GlobalRole, Language } from '@carewith/contracts';

@Entity({ name: 'users' })
export class UserEntity extends RecordEntity {
  @TextColumn({ unique: true })
  email!: string;

  @TextColumn('first_name', { nullable: true })
  firstName!: string | null;

  @TextColumn('last_name', { nullable: true })
  lastName!: string | null;

  @TextColumn('profile_image_url', { nullable: true })
  profileImageUrl!: string | null;

  @TextColumn({ default: 'CAREGIVER' })
  role!: GlobalRole;

  // Their screens' and e-mails' language; null until they choose.
  @TextColumn({ nullable: true })
  language!: Language | null;

  @UpdatedAtColumn()
  updatedAt!: Date;
}

// Which provider account signed in as which user (a user may sign in with Google and OIDC).
@Entity({ name: 'user_identities' })
export class UserIdentityEntity extends RecordEntity {
  @TextColumn()
  provider!: string;

  @TextColumn()
  subject!: string;

  @UuidColumn('user_id')
  userId!: string;
}
