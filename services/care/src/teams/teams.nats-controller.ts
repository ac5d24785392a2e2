import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BusHandler, BusRequest, requireActor } from '@carewith/platform';
import { TeamsService } from './teams.service';

@Controller()
export class TeamsNatsController {
  constructor(private readonly teams: TeamsService) {}

  @BusHandler('care.teams.ensureForUser')
  ensure(@Payload() req: BusRequest<'care.teams.ensureForUser'>) {
    return this.teams.ensureForUser(requireActor(req), req.data.displayName);
  }

  @BusHandler('care.teams.listMine')
  listMine(@Payload() req: BusRequest<'care.teams.listMine'>) {
    return this.teams.listMine(requireActor(req));
  }

  @BusHandler('care.members.list')
  members(@Payload() req: BusRequest<'care.members.list'>) {
    return this.teams.members(requireActor(req), req.data.careTeamId);
  }

  @BusHandler('care.members.changeRole')
  changeRole(@Payload() req: BusRequest<'care.members.changeRole'>) {
    return this.teams.changeRole(requireActor(req), req.data.careTeamId, req.data.userId, req.data.roleInTeam);
  }

  @BusHandler('care.members.remove')
  remove(@Payload() req: BusRequest<'care.members.remove'>) {
    return this.teams.removeMember(requireActor(req), req.data.careTeamId, req.data.userId);
  }
}
