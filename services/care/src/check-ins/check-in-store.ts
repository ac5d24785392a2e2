import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CheckInEntity } from './check-in.entity';

// The caregivers' check-ins (migration 1763760400000-seniors-check-ins): every statement of them.
@Injectable()
export class CheckInStore {
  constructor(private readonly dataSource: DataSource) {}

  add(checkIn: Pick<CheckInEntity, 'userId' | 'mood' | 'freeText'>): Promise<CheckInEntity> {
    const repo = this.dataSource.getRepository(CheckInEntity);
    return repo.save(repo.create(checkIn));
  }

  // False: no such check-in (gone with its caregiver's account).
  async setReflection(checkInId: string, reflection: string): Promise<boolean> {
    const result = await this.dataSource
      .getRepository(CheckInEntity)
      .update({ id: checkInId }, { aiReflection: reflection });
    return (result.affected ?? 0) > 0;
  }

  // A caregiver's latest `limit` check-ins, newest first.
  latest(userId: string, limit: number): Promise<CheckInEntity[]> {
    return this.dataSource
      .getRepository(CheckInEntity)
      .find({ where: { userId }, order: { createdAt: 'DESC' }, take: limit });
  }

  newest(userId: string): Promise<CheckInEntity | null> {
    return this.dataSource.getRepository(CheckInEntity).findOne({ where: { userId }, order: { createdAt: 'DESC' } });
  }
}
