import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { BusHandler, HandlerRequest, requireActor } from '@carewith/platform';
import { SchedulesService } from './schedules.service';

type Req<P extends Parameters<typeof BusHandler>[0]> = HandlerRequest<BusRequestData<P>>;

@Controller()
export class SchedulesNatsController {
  constructor(private readonly schedules: SchedulesService) {}

  @BusHandler('games.schedule.bySenior')
  bySenior(@Payload() req: Req<'games.schedule.bySenior'>) {
    requireActor(req);
    return this.schedules.bySenior(req.data.seniorId);
  }

  @BusHandler('games.schedule.create')
  create(@Payload() req: Req<'games.schedule.create'>) {
    return this.schedules.create(requireActor(req), req.data.seniorId, req.data.schedule);
  }

  @BusHandler('games.schedule.delete')
  remove(@Payload() req: Req<'games.schedule.delete'>) {
    requireActor(req);
    return this.schedules.remove(req.data.seniorId, req.data.scheduleId);
  }

  @BusHandler('games.schedule.slot')
  slot(@Payload() req: Req<'games.schedule.slot'>) {
    return this.schedules.updateSlot(requireActor(req), req.data.seniorId, req.data.slot);
  }

  @BusHandler('games.schedule.draft')
  draft(@Payload() req: Req<'games.schedule.draft'>) {
    return this.schedules.draft(requireActor(req), req.data.seniorId, req.data.at);
  }

  // No actor: asked by the gateway after the loved one's settings changed.
  @BusHandler('games.schedule.replan')
  replan(@Payload() req: Req<'games.schedule.replan'>) {
    return this.schedules.replan(req.data.seniorId);
  }
}
