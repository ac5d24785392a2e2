import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'caregiver_check_ins' })
export class CheckInEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'int' })
  mood!: number;

  @Column({ name: 'free_text', type: 'text', nullable: true })
  freeText!: string | null;

  // Written later by the insights service.
  @Column({ name: 'ai_reflection', type: 'text', nullable: true })
  aiReflection!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
