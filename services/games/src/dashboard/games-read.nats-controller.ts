import { Controller } from '@nestjs/common';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler } from '@carewith/platform';
import { GamesReadService } from './games-read.service';

@Controller()
export class GamesReadNatsController {
  constructor(private readonly read: GamesReadService) {}

  @ActorHandler('games.dashboard')
  dashboard() {
    return this.read.dashboard();
  }

  @ActorHandler('games.results.bySenior')
  results(data: BusRequestData<'games.results.bySenior'>) {
    return this.read.resultsBySenior(data);
  }

  @ActorHandler('games.overview.bySenior')
  overview(data: BusRequestData<'games.overview.bySenior'>) {
    return this.read.overviewBySenior(data.seniorId);
  }

  @ActorHandler('games.trend.bySenior')
  trend(data: BusRequestData<'games.trend.bySenior'>) {
    return this.read.trendBySenior(data.seniorId);
  }
}
