import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusRequestData } from '@carewith/contracts';
import { BusHandler, HandlerRequest, requireActor } from '@carewith/platform';
import { AccountService } from '../account/account.service';
import { AuditService } from './audit.service';

type Req<P extends Parameters<typeof BusHandler>[0]> = HandlerRequest<BusRequestData<P>>;

@Controller()
export class AuditNatsController {
  constructor(
    private readonly audit: AuditService,
    private readonly account: AccountService,
  ) {}

  // From the gateway and the other services, for what they did on a signed-in person's behalf.
  @BusHandler('care.audit.record')
  record(@Payload() req: Req<'care.audit.record'>) {
    return this.audit.record(requireActor(req), req.data);
  }

  @BusHandler('care.audit.list')
  list(@Payload() req: Req<'care.audit.list'>) {
    return this.audit.list(requireActor(req), req.data.careTeamId, req.data.limit);
  }

  @BusHandler('care.account.delete')
  deleteAccount(@Payload() req: Req<'care.account.delete'>) {
    return this.account.deleteAccount(requireActor(req));
  }
}
