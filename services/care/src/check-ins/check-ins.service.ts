import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CheckInRequest, CheckInView } from '@carewith/contracts';
import { CheckInEntity } from './check-in.entity';

export const toCheckInView = (c: CheckInEntity): CheckInView => ({
  id: c.id,
  userId: c.userId,
  mood: c.mood,
  freeText: c.freeText,
  aiReflection: c.aiReflection,
  createdAt: c.createdAt.toISOString(),
});

// A caregiver's own mood check-ins: private to them, not shared with the team.
@Injectable()
export class CheckInsService {
  constructor(private readonly dataSource: DataSource) {}

  async create(actorId: string, request: CheckInRequest): Promise<CheckInView> {
    const repo = this.dataSource.getRepository(CheckInEntity);
    const saved = await repo.save(repo.create({ userId: actorId, mood: request.mood, freeText: request.freeText }));
    return toCheckInView(saved);
  }

  async listMine(actorId: string): Promise<CheckInView[]> {
    const rows = await this.dataSource
      .getRepository(CheckInEntity)
      .find({ where: { userId: actorId }, order: { createdAt: 'DESC' }, take: 60 });
    return rows.map(toCheckInView);
  }

  async latest(actorId: string): Promise<CheckInView | null> {
    const row = await this.dataSource
      .getRepository(CheckInEntity)
      .findOne({ where: { userId: actorId }, order: { createdAt: 'DESC' } });
    return row ? toCheckInView(row) : null;
  }
}
