import { busController } from '@carewith/platform';
import { HomesService } from './homes.service';

// A care home and its staff (libs/contracts/src/care-home.ts), for the gateway's /api/homes routes.
export class HomesNatsController extends busController(
  { homes: HomesService },
  {
    'care.homes.create': { actor: ({ homes }, data, actorId) => homes.create(actorId, data) },
    'care.homes.listMine': { actor: ({ homes }, _data, actorId) => homes.listMine(actorId) },
    'care.homes.get': { actor: ({ homes }, data, actorId) => homes.get(actorId, data.homeId) },
    'care.homes.inviteStaff': {
      actor: ({ homes }, data, actorId) => homes.inviteStaff(actorId, data.homeId, data.invitation),
    },
    'care.homes.cancelStaffInvitation': {
      actor: ({ homes }, data, actorId) => homes.cancelInvitation(actorId, data.homeId, data.invitationId),
    },
    // Signed in: the link is for one address, checked on accepting.
    'care.homes.previewInvitation': { actor: ({ homes }, data) => homes.preview(data.token) },
    'care.homes.acceptInvitation': { actor: ({ homes }, data, actorId) => homes.accept(actorId, data.token) },
    'care.homes.removeStaff': {
      actor: ({ homes }, data, actorId) => homes.removeStaff(actorId, data.homeId, data.userId),
    },
  },
) {}
