import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { AccountService } from './account.service';

@Controller()
export class AccountNatsController {
  constructor(private readonly account: AccountService) {}

  @BusHandler('care.account.delete')
  deleteAccount(@Payload() req: BusRequest<'care.account.delete'>) {
    return this.account.deleteAccount(requireActor(req));
  }
}
