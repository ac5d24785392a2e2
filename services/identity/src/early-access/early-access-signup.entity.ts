import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'early_access_signups' })
export class EarlyAccessSignupEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', unique: true })
  email!: string;

  @Column({ name: 'biggest_challenge', type: 'text' })
  biggestChallenge!: string;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ name: 'open_to_interview', type: 'boolean', default: false })
  openToInterview!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
