import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { GamesReadService } from './games-read.service';

@Controller()
export class GamesReadNatsController {
  constructor(private readonly read: GamesReadService) {}

  @BusHandler('games.dashboard')
  dashboard(@Payload() req: BusRequest<'games.dashboard'>) {
    requireActor(req);
    return this.read.dashboard();
  }

  @BusHandler('games.results.bySenior')
  results(@Payload() req: BusRequest<'games.results.bySenior'>) {
    requireActor(req);
    return this.read.resultsBySenior(req.data);
  }

  @BusHandler('games.overview.bySenior')
  overview(@Payload() req: BusRequest<'games.overview.bySenior'>) {
    requireActor(req);
    return this.read.overviewBySenior(req.data.seniorId);
  }

  @BusHandler('games.trend.bySenior')
  trend(@Payload() req: BusRequest<'games.trend.bySenior'>) {
    requireActor(req);
    return this.read.trendBySenior(req.data.seniorId);
  }
}
