import { busController } from '@carewith/platform';
import { AuditService } from './audit.service';

export class AuditNatsController extends busController(
  { audit: AuditService },
  {
    // From the gateway and the other services, for what they did on a signed-in person's behalf.
    'care.audit.record': { actor: ({ audit }, data, actorId) => audit.record(actorId, data) },
    'care.audit.list': { actor: ({ audit }, data, actorId) => audit.list(actorId, data.careTeamId, data.limit) },
  },
) {}
