import { Entity } from 'typeorm';
import { BooleanColumn, RecordEntity, TextColumn } from '@carewith/platform';

@Entity({ name: 'early_access_signups' })
export class EarlyAccessSignupEntity extends RecordEntity {
  @TextColumn()
  name!: string;

  @TextColumn({ unique: true })
  email!: string;

  @TextColumn('biggest_challenge')
  biggestChallenge!: string;

  @TextColumn({ nullable: true })
  message!: string | null;

  @BooleanColumn('open_to_interview', { default: false })
  openToInterview!: boolean;
}
