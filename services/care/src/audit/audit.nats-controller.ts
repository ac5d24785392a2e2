import { Controller } from '@nestjs/common';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler } from '@carewith/platform';
import { AuditService } from './audit.service';

@Controller()
export class AuditNatsController {
  constructor(private readonly audit: AuditService) {}

  // From the gateway and the other services, for what they did on a signed-in person's behalf.
  @ActorHandler('care.audit.record')
  record(data: BusRequestData<'care.audit.record'>, actorId: string) {
    return this.audit.record(actorId, data);
  }

  @ActorHandler('care.audit.list')
  list(data: BusRequestData<'care.audit.list'>, actorId: string) {
    return this.audit.list(actorId, data.careTeamId, data.limit);
  }
}
