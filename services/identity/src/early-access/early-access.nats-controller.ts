import { busController } from '@carewith/platform';
import { EarlyAccessService } from './early-access.service';

export class EarlyAccessNatsController extends busController(
  { earlyAccess: EarlyAccessService },
  { 'identity.earlyAccess.signup': { anyone: ({ earlyAccess }, { data }) => earlyAccess.signUp(data) } },
) {}
