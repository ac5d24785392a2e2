import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { CheckInsService } from './check-ins.service';

@Controller()
export class CheckInsNatsController {
  constructor(private readonly checkIns: CheckInsService) {}

  @BusHandler('care.checkIns.create')
  checkIn(@Payload() req: BusRequest<'care.checkIns.create'>) {
    return this.checkIns.create(requireActor(req), req.data);
  }

  // From the insights service, once the reflection is written.
  @BusHandler('care.checkIns.setReflection')
  setReflection(@Payload() req: BusRequest<'care.checkIns.setReflection'>) {
    return this.checkIns.setReflection(req.data.checkInId, req.data.reflection);
  }

  @BusHandler('care.checkIns.listMine')
  checkInHistory(@Payload() req: BusRequest<'care.checkIns.listMine'>) {
    return this.checkIns.listMine(requireActor(req));
  }
}
