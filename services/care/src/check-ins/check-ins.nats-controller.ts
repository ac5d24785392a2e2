import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler, BusHandler, BusRequest } from '@carewith/platform';
import { CheckInsService } from './check-ins.service';

@Controller()
export class CheckInsNatsController {
  constructor(private readonly checkIns: CheckInsService) {}

  @ActorHandler('care.checkIns.create')
  checkIn(data: BusRequestData<'care.checkIns.create'>, actorId: string) {
    return this.checkIns.create(actorId, data);
  }

  // From the insights service, once the reflection is written.
  @BusHandler('care.checkIns.setReflection')
  setReflection(@Payload() req: BusRequest<'care.checkIns.setReflection'>) {
    return this.checkIns.setReflection(req.data.checkInId, req.data.reflection);
  }

  @ActorHandler('care.checkIns.listMine')
  checkInHistory(_data: unknown, actorId: string) {
    return this.checkIns.listMine(actorId);
  }
}
