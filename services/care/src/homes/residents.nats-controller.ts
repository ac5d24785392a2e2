import { busController } from '@carewith/platform';
import { ResidentsService } from './residents.service';

// A home's residents, their consent and their family's invitation; and for games, the residents of a
// group session.
export class ResidentsNatsController extends busController(
  { residents: ResidentsService },
  {
    'care.homes.residents.list': { actor: ({ residents }, data, actorId) => residents.list(actorId, data.homeId) },
    'care.homes.residents.add': {
      actor: ({ residents }, data, actorId) => residents.add(actorId, data.homeId, data.resident),
    },
    'care.homes.residents.update': {
      actor: ({ residents }, data, actorId) => residents.update(actorId, data.homeId, data.residentId, data.changes),
    },
    'care.homes.residents.remove': {
      actor: ({ residents }, data, actorId) => residents.remove(actorId, data.homeId, data.residentId),
    },
    'care.homes.residents.consent': {
      actor: ({ residents }, data, actorId) =>
        residents.recordConsent(actorId, data.homeId, data.residentId, data.consent),
    },
    'care.homes.residents.inviteFamily': {
      actor: ({ residents }, data, actorId) =>
        residents.inviteFamily(actorId, data.homeId, data.residentId, data.invitation.email),
    },
    'care.homes.sessionResidents': {
      actor: ({ residents }, data, actorId) => residents.sessionResidents(actorId, data.homeId, data.residentIds),
    },
  },
) {}
