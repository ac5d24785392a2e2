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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
