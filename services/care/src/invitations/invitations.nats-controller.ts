import { busController } from '@carewith/platform';
import { InvitationsService } from './invitations.service';

export class InvitationsNatsController extends busController(
  { invitations: InvitationsService },
  {
    'care.invitations.create': { actor: ({ invitations }, data, actorId) => invitations.create(actorId, data) },
    'care.invitations.list': { actor: ({ invitations }, data, actorId) => invitations.list(actorId, data.careTeamId) },
    'care.invitations.resend': {
      actor: ({ invitations }, data, actorId) => invitations.resend(actorId, data.invitationId),
    },
    'care.invitations.cancel': {
      actor: ({ invitations }, data, actorId) => invitations.cancel(actorId, data.invitationId),
    },
    'care.invitations.preview': {
      anyone: ({ invitations }, { data }) => invitations.preview(data.token, data.language),
    },
    'care.invitations.accept': { actor: ({ invitations }, data, actorId) => invitations.accept(actorId, data.token) },
  },
) {}
