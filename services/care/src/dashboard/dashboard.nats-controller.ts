import { Controller } from '@nestjs/common';
import { ActorHandler } from '@carewith/platform';
import { CareDashboardService } from './care-dashboard.service';

@Controller()
export class DashboardNatsController {
  constructor(private readonly dashboard: CareDashboardService) {}

  @ActorHandler('care.dashboard')
  careDashboard(_data: unknown, actorId: string) {
    return this.dashboard.forActor(actorId);
  }
}
