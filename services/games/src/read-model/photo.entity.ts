import { Entity } from 'typeorm';
import { ByteaColumn, IntColumn, RecordEntity, UuidColumn } from '@carewith/platform';

// Photos for activities, already resized; served only to the team and to a valid play link.
@Entity({ name: 'photos' })
export class PhotoEntity extends RecordEntity {
  @UuidColumn('care_team_id')
  careTeamId!: string;

  @ByteaColumn()
  jpeg!: Buffer;

  @IntColumn()
  width!: number;

  @IntColumn()
  height!: number;

  @UuidColumn('created_by')
  createdBy!: string;
}
