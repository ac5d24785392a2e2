import { busController } from '@carewith/platform';
import { CheckInsService } from './check-ins.service';

export class CheckInsNatsController extends busController(
  { checkIns: CheckInsService },
  {
    'care.checkIns.create': { actor: ({ checkIns }, data, actorId) => checkIns.create(actorId, data) },
    // From the insights service, once the reflection is written.
    'care.checkIns.setReflection': {
      anyone: ({ checkIns }, { data }) => checkIns.setReflection(data.checkInId, data.reflection),
    },
    'care.checkIns.listMine': { actor: ({ checkIns }, _data, actorId) => checkIns.listMine(actorId) },
  },
) {}
