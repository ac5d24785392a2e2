import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { SeniorsService } from './seniors.service';

@Controller()
export class SeniorsNatsController {
  constructor(private readonly seniors: SeniorsService) {}

  @BusHandler('care.seniors.create')
  create(@Payload() req: BusRequest<'care.seniors.create'>) {
    return this.seniors.create(requireActor(req), req.data);
  }

  @BusHandler('care.seniors.get')
  get(@Payload() req: BusRequest<'care.seniors.get'>) {
    return this.seniors.get(requireActor(req), req.data.seniorId);
  }

  @BusHandler('care.seniors.update')
  update(@Payload() req: BusRequest<'care.seniors.update'>) {
    return this.seniors.update(requireActor(req), req.data.seniorId, req.data.changes);
  }

  @BusHandler('care.seniors.pause')
  pause(@Payload() req: BusRequest<'care.seniors.pause'>) {
    return this.seniors.pause(requireActor(req), req.data.seniorId, req.data.days);
  }

  @BusHandler('care.seniors.accessible')
  accessible(@Payload() req: BusRequest<'care.seniors.accessible'>) {
    return this.seniors.accessible(requireActor(req));
  }

  @BusHandler('care.seniors.authorize')
  authorize(@Payload() req: BusRequest<'care.seniors.authorize'>) {
    return this.seniors.authorize(requireActor(req), req.data.seniorId, req.data.need);
  }

  @BusHandler('care.seniors.contact')
  contact(@Payload() req: BusRequest<'care.seniors.contact'>) {
    return this.seniors.contact(requireActor(req), req.data.seniorId);
  }

  @BusHandler('care.seniors.export')
  export(@Payload() req: BusRequest<'care.seniors.export'>) {
    return this.seniors.exportProfile(requireActor(req), req.data.seniorId);
  }

  @BusHandler('care.seniors.erase')
  erase(@Payload() req: BusRequest<'care.seniors.erase'>) {
    return this.seniors.erase(requireActor(req), req.data.seniorId);
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
