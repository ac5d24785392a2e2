import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// Photos for activities, already resized; served only to the team and to a valid play link.
@Entity({ name: 'photos' })
export class PhotoEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'care_team_id', type: 'uuid' })
  careTeamId!: string;

  @Column({ type: 'bytea' })
  jpeg!: Buffer;

  @Column({ type: 'int' })
  width!: number;

  @Column({ type: 'int' })
  height!: number;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
