import { busController } from '@carewith/platform';
import { AuditService } from './audit.service';

export class AuditNatsController extends busController(
  { audit: AuditService },
  {
    'care.audit.list': { actor: ({ audit }, data, actorId) => audit.list(actorId, data.careTeamId, data.limit) },
  },
) {}
