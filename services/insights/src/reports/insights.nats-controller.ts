import { Controller } from '@nestjs/common';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler } from '@carewith/platform';
import { ReportsService } from './reports.service';

@Controller()
export class InsightsNatsController {
  constructor(private readonly reports: ReportsService) {}

  @ActorHandler('insights.trend')
  trend(data: BusRequestData<'insights.trend'>, actorId: string) {
    return this.reports.trend(actorId, data);
  }

  @ActorHandler('insights.custom')
  custom(data: BusRequestData<'insights.custom'>, actorId: string) {
    return this.reports.trend(actorId, data, data.question);
  }

  @ActorHandler('insights.assessment')
  assessment(data: BusRequestData<'insights.assessment'>, actorId: string) {
    return this.reports.assessment(actorId, data.gameId, data.timeZone);
  }

  @ActorHandler('insights.reports.list')
  list(data: BusRequestData<'insights.reports.list'>) {
    return this.reports.list(data);
  }

  @ActorHandler('insights.reports.save')
  save(data: BusRequestData<'insights.reports.save'>) {
    return this.reports.save(data.reportId);
  }

  @ActorHandler('insights.reports.bySenior')
  bySenior(data: BusRequestData<'insights.reports.bySenior'>) {
    return this.reports.bySenior(data.seniorId, data.gameIds);
  }

  @ActorHandler('insights.erase.bySenior')
  erase(data: BusRequestData<'insights.erase.bySenior'>) {
    return this.reports.eraseBySenior(data.seniorId, data.gameIds);
  }
}
