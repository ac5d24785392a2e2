import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { BusHandler, HandlerRequest, requireActor } from '@carewith/platform';
import { ReportsService } from './reports.service';

type Req<P extends Parameters<typeof BusHandler>[0]> = HandlerRequest<BusRequestData<P>>;

@Controller()
export class InsightsNatsController {
  constructor(private readonly reports: ReportsService) {}

  @BusHandler('insights.trend')
  trend(@Payload() req: Req<'insights.trend'>) {
    return this.reports.trend(requireActor(req), req.data);
  }

  @BusHandler('insights.custom')
  custom(@Payload() req: Req<'insights.custom'>) {
    return this.reports.trend(requireActor(req), req.data, req.data.question);
  }

  @BusHandler('insights.assessment')
  assessment(@Payload() req: Req<'insights.assessment'>) {
    return this.reports.assessment(requireActor(req), req.data.gameId, req.data.timeZone);
  }

  @BusHandler('insights.reports.list')
  list(@Payload() req: Req<'insights.reports.list'>) {
    requireActor(req);
    return this.reports.list(req.data);
  }

  @BusHandler('insights.reports.save')
  save(@Payload() req: Req<'insights.reports.save'>) {
    requireActor(req);
    return this.reports.save(req.data.reportId);
  }

  @BusHandler('insights.reports.bySenior')
  bySenior(@Payload() req: Req<'insights.reports.bySenior'>) {
    requireActor(req);
    return this.reports.bySenior(req.data.seniorId, req.data.gameIds);
  }

  @BusHandler('insights.erase.bySenior')
  erase(@Payload() req: Req<'insights.erase.bySenior'>) {
    requireActor(req);
    return this.reports.eraseBySenior(req.data.seniorId, req.data.gameIds);
  }
}
