import { busController } from '@carewith/platform';
import { SeniorsService } from './seniors.service';

export class SeniorsNatsController extends busController(
  { seniors: SeniorsService },
  {
    'care.seniors.create': { actor: ({ seniors }, data, actorId) => seniors.create(actorId, data) },
    'care.seniors.get': { actor: ({ seniors }, data, actorId) => seniors.get(actorId, data.seniorId) },
    'care.seniors.update': {
      actor: ({ seniors }, data, actorId) => seniors.update(actorId, data.seniorId, data.changes),
    },
    'care.seniors.pause': { actor: ({ seniors }, data, actorId) => seniors.pause(actorId, data.seniorId, data.days) },
    'care.seniors.accessible': { actor: ({ seniors }, _data, actorId) => seniors.accessible(actorId) },
    'care.seniors.authorize': {
      actor: ({ seniors }, data, actorId) => seniors.authorize(actorId, data.seniorId, data.need),
    },
    'care.seniors.contact': { actor: ({ seniors }, data, actorId) => seniors.contact(actorId, data.seniorId) },
    'care.seniors.export': { actor: ({ seniors }, data, actorId) => seniors.exportProfile(actorId, data.seniorId) },
    'care.seniors.erase': { actor: ({ seniors }, data, actorId) => seniors.erase(actorId, data.seniorId) },
    // For the play page: the first name only, no surname, no phone.
    'care.seniors.firstName': { anyone: ({ seniors }, req) => seniors.firstName(req.data.seniorId) },
    // No actor: the loved one's "About me" page (games), read by a member or through a shared link.
    'care.seniors.handover': { anyone: ({ seniors }, req) => seniors.handover(req.data.seniorId) },
    // No actor: scheduled texts and reminders (games) ask it when a slot or reminder comes.
    'care.seniors.sendInfo': { anyone: ({ seniors }, req) => seniors.sendInfo(req.data.seniorId) },
    // A member's schedule screen: the check and the answer in one request.
    'care.seniors.sendInfoFor': {
      actor: ({ seniors }, data, actorId) => seniors.sendInfoFor(actorId, data.seniorId, data.need),
    },
  },
) {}
