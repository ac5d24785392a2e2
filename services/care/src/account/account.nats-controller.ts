import { busController } from '@carewith/platform';
import { AccountService } from './account.service';

export class AccountNatsController extends busController(
  { account: AccountService },
  { 'care.account.delete': { actor: ({ account }, _data, actorId) => account.deleteAccount(actorId) } },
) {}
