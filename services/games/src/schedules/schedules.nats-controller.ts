import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { SchedulesService } from './schedules.service';

@Controller()
export class SchedulesNatsController {
  constructor(private readonly schedules: SchedulesService) {}

  @BusHandler('games.schedule.bySenior')
  bySenior(@Payload() req: BusRequest<'games.schedule.bySenior'>) {
    requireActor(req);
    return this.schedules.bySenior(req.data.seniorId);
  }

  @BusHandler('games.schedule.create')
  create(@Payload() req: BusRequest<'games.schedule.create'>) {
    return this.schedules.create(requireActor(req), req.data.seniorId, req.data.schedule);
  }

  @BusHandler('games.schedule.delete')
  remove(@Payload() req: BusRequest<'games.schedule.delete'>) {
    requireActor(req);
    return this.schedules.remove(req.data.seniorId, req.data.scheduleId);
  }

  @BusHandler('games.schedule.slot')
  slot(@Payload() req: BusRequest<'games.schedule.slot'>) {
    return this.schedules.updateSlot(requireActor(req), req.data.seniorId, req.data.slot);
  }

  @BusHandler('games.schedule.draft')
  draft(@Payload() req: BusRequest<'games.schedule.draft'>) {
    return this.schedules.draft(requireActor(req), req.data.seniorId, req.data.at);
  }

  // No actor: asked by the gateway after the loved one's settings changed.
  @BusHandler('games.schedule.replan')
  replan(@Payload() req: BusRequest<'games.schedule.replan'>) {
    return this.schedules.replan(req.data.seniorId);
  }
}
