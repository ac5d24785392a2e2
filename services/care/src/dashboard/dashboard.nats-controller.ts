import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { CareDashboardService } from './care-dashboard.service';

@Controller()
export class DashboardNatsController {
  constructor(private readonly dashboard: CareDashboardService) {}

  @BusHandler('care.dashboard')
  careDashboard(@Payload() req: BusRequest<'care.dashboard'>) {
    return this.dashboard.forActor(requireActor(req));
  }
}
