import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { Language } from '@carewith/contracts';
import { CheckInsService } from '../check-ins/check-ins.service';
import { SeniorEntity } from '../seniors/senior.entity';
import { toSenior } from '../seniors/senior-profile';
import { TeamsService } from '../teams/teams.service';

// The care side of the family dashboard: the caller's teams, their loved ones, the latest check-in.
@Injectable()
export class CareDashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly teams: TeamsService,
    private readonly checkIns: CheckInsService,
  ) {}

  async forActor(actorId: string, language?: Language) {
    const careTeams = await this.teams.listMine(actorId, language);
    const seniors = careTeams.length
      ? await this.dataSource.getRepository(SeniorEntity).find({
          where: { careTeamId: In(careTeams.map((t) => t.id)) },
          order: { createdAt: 'ASC' },
        })
      : [];
    return {
      careTeams,
      seniors: seniors.map(toSenior),
      recentCheckIn: await this.checkIns.latest(actorId),
    };
  }
}
