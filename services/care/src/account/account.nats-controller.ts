import { Controller } from '@nestjs/common';
import { ActorHandler } from '@carewith/platform';
import { AccountService } from './account.service';

@Controller()
export class AccountNatsController {
  constructor(private readonly account: AccountService) {}

  @ActorHandler('care.account.delete')
  deleteAccount(_data: unknown, actorId: string) {
    return this.account.deleteAccount(actorId);
  }
}
