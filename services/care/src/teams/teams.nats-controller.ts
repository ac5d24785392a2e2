import { busController } from '@carewith/platform';
import { TeamsService } from './teams.service';

export class TeamsNatsController extends busController(
  { teams: TeamsService },
  {
    'care.teams.ensureForUser': { actor: ({ teams }, data, actorId) => teams.ensureForUser(actorId, data.displayName) },
    'care.teams.listMine': { actor: ({ teams }, data, actorId) => teams.listMine(actorId, data.language) },
    'care.members.list': { actor: ({ teams }, data, actorId) => teams.members(actorId, data.careTeamId) },
    'care.members.changeRole': {
      actor: ({ teams }, data, actorId) => teams.changeRole(actorId, data.careTeamId, data.userId, data.roleInTeam),
    },
    'care.members.remove': {
      actor: ({ teams }, data, actorId) => teams.removeMember(actorId, data.careTeamId, data.userId),
    },
  },
) {}
