import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { SeniorEntity } from '../seniors/senior.entity';

// What the care side of the family dashboard reads beside the teams and check-ins: the loved ones.
@Injectable()
export class DashboardStore {
  constructor(private readonly dataSource: DataSource) {}

  // The loved ones of these teams, the first added first.
  seniorsOf(careTeamIds: string[]): Promise<SeniorEntity[]> {
    if (!careTeamIds.length) return Promise.resolve([]);
    return this.dataSource.getRepository(SeniorEntity).find({
      where: { careTeamId: In(careTeamIds) },
      order: { createdAt: 'ASC' },
    });
  }
}
