import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { ReportsService } from './reports.service';

@Controller()
export class InsightsNatsController {
  constructor(private readonly reports: ReportsService) {}

  @BusHandler('insights.trend')
  trend(@Payload() req: BusRequest<'insights.trend'>) {
    return this.reports.trend(requireActor(req), req.data);
  }

  @BusHandler('insights.custom')
  custom(@Payload() req: BusRequest<'insights.custom'>) {
    return this.reports.trend(requireActor(req), req.data, req.data.question);
  }

  @BusHandler('insights.assessment')
  assessment(@Payload() req: BusRequest<'insights.assessment'>) {
    return this.reports.assessment(requireActor(req), req.data.gameId, req.data.timeZone);
  }

  @BusHandler('insights.reports.list')
  list(@Payload() req: BusRequest<'insights.reports.list'>) {
    requireActor(req);
    return this.reports.list(req.data);
  }

  @BusHandler('insights.reports.save')
  save(@Payload() req: BusRequest<'insights.reports.save'>) {
    requireActor(req);
    return this.reports.save(req.data.reportId);
  }

  @BusHandler('insights.reports.bySenior')
  bySenior(@Payload() req: BusRequest<'insights.reports.bySenior'>) {
    requireActor(req);
    return this.reports.bySenior(req.data.seniorId, req.data.gameIds);
  }

  @BusHandler('insights.erase.bySenior')
  erase(@Payload() req: BusRequest<'insights.erase.bySenior'>) {
    requireActor(req);
    return this.reports.eraseBySenior(req.data.seniorId, req.data.gameIds);
  }
}
