import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { BusHandler, HandlerRequest, requireActor } from '@carewith/platform';
import { CheckInsService } from '../check-ins/check-ins.service';
import { CareDashboardService } from '../dashboard/care-dashboard.service';
import { SeniorsService } from './seniors.service';

type Req<P extends Parameters<typeof BusHandler>[0]> = HandlerRequest<BusRequestData<P>>;

@Controller()
export class SeniorsNatsController {
  constructor(
    private readonly seniors: SeniorsService,
    private readonly checkIns: CheckInsService,
    private readonly dashboard: CareDashboardService,
  ) {}

  @BusHandler('care.seniors.create')
  create(@Payload() req: Req<'care.seniors.create'>) {
    return this.seniors.create(requireActor(req), req.data);
  }

  @BusHandler('care.seniors.get')
  get(@Payload() req: Req<'care.seniors.get'>) {
    return this.seniors.get(requireActor(req), req.data.seniorId);
  }

  @BusHandler('care.seniors.update')
  update(@Payload() req: Req<'care.seniors.update'>) {
    return this.seniors.update(requireActor(req), req.data.seniorId, req.data.changes);
  }

  @BusHandler('care.seniors.pause')
  pause(@Payload() req: Req<'care.seniors.pause'>) {
    return this.seniors.pause(requireActor(req), req.data.seniorId, req.data.days);
  }

  @BusHandler('care.seniors.accessible')
  accessible(@Payload() req: Req<'care.seniors.accessible'>) {
    return this.seniors.accessible(requireActor(req));
  }

  @BusHandler('care.seniors.authorize')
  authorize(@Payload() req: Req<'care.seniors.authorize'>) {
    return this.seniors.authorize(requireActor(req), req.data.seniorId, req.data.need);
  }

  @BusHandler('care.seniors.contact')
  contact(@Payload() req: Req<'care.seniors.contact'>) {
    return this.seniors.contact(requireActor(req), req.data.seniorId);
  }

  @BusHandler('care.seniors.export')
  export(@Payload() req: Req<'care.seniors.export'>) {
    return this.seniors.exportProfile(requireActor(req), req.data.seniorId);
  }

  @BusHandler('care.seniors.erase')
  erase(@Payload() req: Req<'care.seniors.erase'>) {
    return this.seniors.erase(requireActor(req), req.data.seniorId);
  }

  // For the play page: the first name only, no surname, no phone.
  @BusHandler('care.seniors.firstName')
  firstName(@Payload() req: Req<'care.seniors.firstName'>) {
    return this.seniors.firstName(req.data.seniorId);
  }

  // No actor: scheduled texts and reminders (games) ask it when a slot or reminder comes.
  @BusHandler('care.seniors.sendInfo')
  sendInfo(@Payload() req: Req<'care.seniors.sendInfo'>) {
    return this.seniors.sendInfo(req.data.seniorId);
  }

  @BusHandler('care.checkIns.create')
  checkIn(@Payload() req: Req<'care.checkIns.create'>) {
    return this.checkIns.create(requireActor(req), req.data);
  }

  // From the insights service, once the reflection is written.
  @BusHandler('care.checkIns.setReflection')
  setReflection(@Payload() req: Req<'care.checkIns.setReflection'>) {
    return this.checkIns.setReflection(req.data.checkInId, req.data.reflection);
  }

  @BusHandler('care.checkIns.listMine')
  checkInHistory(@Payload() req: Req<'care.checkIns.listMine'>) {
    return this.checkIns.listMine(requireActor(req));
  }

  @BusHandler('care.dashboard')
  careDashboard(@Payload() req: Req<'care.dashboard'>) {
    return this.dashboard.forActor(requireActor(req));
  }
}
