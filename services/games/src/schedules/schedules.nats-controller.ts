import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler, BusHandler, BusRequest } from '@carewith/platform';
import { SchedulesService } from './schedules.service';

@Controller()
export class SchedulesNatsController {
  constructor(private readonly schedules: SchedulesService) {}

  @ActorHandler('games.schedule.bySenior')
  bySenior(data: BusRequestData<'games.schedule.bySenior'>) {
    return this.schedules.bySenior(data.seniorId);
  }

  @ActorHandler('games.schedule.create')
  create(data: BusRequestData<'games.schedule.create'>, actorId: string) {
    return this.schedules.create(actorId, data.seniorId, data.schedule);
  }

  @ActorHandler('games.schedule.delete')
  remove(data: BusRequestData<'games.schedule.delete'>) {
    return this.schedules.remove(data.seniorId, data.scheduleId);
  }

  @ActorHandler('games.schedule.slot')
  slot(data: BusRequestData<'games.schedule.slot'>, actorId: string) {
    return this.schedules.updateSlot(actorId, data.seniorId, data.slot);
  }

  @ActorHandler('games.schedule.draft')
  draft(data: BusRequestData<'games.schedule.draft'>, actorId: string) {
    return this.schedules.draft(actorId, data.seniorId, data.at);
  }

  // No actor: asked by the gateway after the loved one's settings changed.
  @BusHandler('games.schedule.replan')
  replan(@Payload() req: BusRequest<'games.schedule.replan'>) {
    return this.schedules.replan(req.data.seniorId);
  }
}
