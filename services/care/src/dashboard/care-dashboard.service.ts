import { Injectable } from '@nestjs/common';
import type { Language } from '@carewith/contracts';
import { CheckInsService } from '../check-ins/check-ins.service';
import { toSenior } from '../seniors/senior-profile';
import { TeamsService } from '../teams/teams.service';
import { DashboardStore } from './dashboard-store';

// The care side of the family dashboard: the caller's teams, their loved ones, the latest check-in.
@Injectable()
export class CareDashboardService {
  constructor(
    private readonly store: DashboardStore,
    private readonly teams: TeamsService,
    private readonly checkIns: CheckInsService,
  ) {}

  async forActor(actorId: string, language?: Language) {
    const careTeams = await this.teams.listMine(actorId, language);
    const seniors = await this.store.seniorsOf(careTeams.map((t) => t.id));
    return {
      careTeams,
      seniors: seniors.map(toSenior),
      recentCheckIn: await this.checkIns.latest(actorId),
    };
  }
}
