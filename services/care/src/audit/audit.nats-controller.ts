import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { AuditService } from './audit.service';

@Controller()
export class AuditNatsController {
  constructor(private readonly audit: AuditService) {}

  // From the gateway and the other services, for what they did on a signed-in person's behalf.
  @BusHandler('care.audit.record')
  record(@Payload() req: BusRequest<'care.audit.record'>) {
    return this.audit.record(requireActor(req), req.data);
  }

  @BusHandler('care.audit.list')
  list(@Payload() req: BusRequest<'care.audit.list'>) {
    return this.audit.list(requireActor(req), req.data.careTeamId, req.data.limit);
  }
}
