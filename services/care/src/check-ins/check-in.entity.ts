import { Entity } from 'typeorm';
import { IntColumn, RecordEntity, TextColumn, UuidColumn } from '@carewith/platform';

@Entity({ name: 'caregiver_check_ins' })
export class CheckInEntity extends RecordEntity {
  @UuidColumn('user_id')
  userId!: string;

  @IntColumn()
  mood!: number;

  @TextColumn('free_text', { nullable: true })
  freeText!: string | null;

  // Written later by the insights service.
  @TextColumn('ai_reflection', { nullable: true })
  aiReflection!: string | null;
}
