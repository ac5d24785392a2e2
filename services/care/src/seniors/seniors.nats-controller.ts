import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler, BusHandler, BusRequest } from '@carewith/platform';
import { SeniorsService } from './seniors.service';

@Controller()
export class SeniorsNatsController {
  constructor(private readonly seniors: SeniorsService) {}

  @ActorHandler('care.seniors.create')
  create(data: BusRequestData<'care.seniors.create'>, actorId: string) {
    return this.seniors.create(actorId, data);
  }

  @ActorHandler('care.seniors.get')
  get(data: BusRequestData<'care.seniors.get'>, actorId: string) {
    return this.seniors.get(actorId, data.seniorId);
  }

  @ActorHandler('care.seniors.update')
  update(data: BusRequestData<'care.seniors.update'>, actorId: string) {
    return this.seniors.update(actorId, data.seniorId, data.changes);
  }

  @ActorHandler('care.seniors.pause')
  pause(data: BusRequestData<'care.seniors.pause'>, actorId: string) {
    return this.seniors.pause(actorId, data.seniorId, data.days);
  }

  @ActorHandler('care.seniors.accessible')
  accessible(_data: unknown, actorId: string) {
    return this.seniors.accessible(actorId);
  }

  @ActorHandler('care.seniors.authorize')
  authorize(data: BusRequestData<'care.seniors.authorize'>, actorId: string) {
    return this.seniors.authorize(actorId, data.seniorId, data.need);
  }

  @ActorHandler('care.seniors.contact')
  contact(data: BusRequestData<'care.seniors.contact'>, actorId: string) {
    return this.seniors.contact(actorId, data.seniorId);
  }

  @ActorHandler('care.seniors.export')
  export(data: BusRequestData<'care.seniors.export'>, actorId: string) {
    return this.seniors.exportProfile(actorId, data.seniorId);
  }

  @ActorHandler('care.seniors.erase')
  erase(data: BusRequestData<'care.seniors.erase'>, actorId: string) {
    return this.seniors.erase(actorId, data.seniorId);
  }

  // For the play page: the first name only, no surname, no phone.
  @BusHandler('care.seniors.firstName')
  firstName(@Payload() req: BusRequest<'care.seniors.firstName'>) {
    return this.seniors.firstName(req.data.seniorId);
  }

  // No actor: scheduled texts and reminders (games) ask it when a slot or reminder comes.
  @BusHandler('care.seniors.sendInfo')
  sendInfo(@Payload() req: BusRequest<'care.seniors.sendInfo'>) {
    return this.seniors.sendInfo(req.data.seniorId);
  }
}
