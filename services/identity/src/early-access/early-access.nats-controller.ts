import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EarlyAccessRequest } from '@carewith/contracts';
import { BusHandler, HandlerRequest } from '@carewith/platform';
import { EarlyAccessService } from './early-access.service';

@Controller()
export class EarlyAccessNatsController {
  constructor(private readonly earlyAccess: EarlyAccessService) {}

  @BusHandler('identity.earlyAccess.signup')
  signUp(@Payload() request: HandlerRequest<EarlyAccessRequest>) {
    return this.earlyAccess.signUp(request.data);
  }
}
