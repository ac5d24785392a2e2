import { Controller } from '@nestjs/common';
import { BusRequestData } from '@carewith/contracts';
import { ActorHandler } from '@carewith/platform';
import { TeamsService } from './teams.service';

@Controller()
export class TeamsNatsController {
  constructor(private readonly teams: TeamsService) {}

  @ActorHandler('care.teams.ensureForUser')
  ensure(data: BusRequestData<'care.teams.ensureForUser'>, actorId: string) {
    return this.teams.ensureForUser(actorId, data.displayName);
  }

  @ActorHandler('care.teams.listMine')
  listMine(_data: unknown, actorId: string) {
    return this.teams.listMine(actorId);
  }

  @ActorHandler('care.members.list')
  members(data: BusRequestData<'care.members.list'>, actorId: string) {
    return this.teams.members(actorId, data.careTeamId);
  }

  @ActorHandler('care.members.changeRole')
  changeRole(data: BusRequestData<'care.members.changeRole'>, actorId: string) {
    return this.teams.changeRole(actorId, data.careTeamId, data.userId, data.roleInTeam);
  }

  @ActorHandler('care.members.remove')
  remove(data: BusRequestData<'care.members.remove'>, actorId: string) {
    return this.teams.removeMember(actorId, data.careTeamId, data.userId);
  }
}
