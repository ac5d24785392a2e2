import { Injectable } from '@nestjs/common';
import { DomainError, TeamRole } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { GameInstanceEntity } from '../read-model/game-instance.entity';
import { ActivityStore } from './activity-store';

// Who may add a photo or voice clip to a team: its Co-Caregivers, or any of its members.
export type UploadAllowed = 'owners' | 'members';

const NOT_FOUND = () => new DomainError('NOT_FOUND', 'This activity could not be found.');
const FORBIDDEN = () =>
  new DomainError('FORBIDDEN', 'Only a Co-Caregiver can do this. Family Helpers can view activities and progress.');

// Who may see or manage an activity: care decides, from the loved one's team or the activity's team.
@Injectable()
export class GameAccessService {
  constructor(
    private readonly store: ActivityStore,
    private readonly bus: BusClient,
  ) {}

  async load(gameId: string, need: 'view' | 'manage'): Promise<{ instance: GameInstanceEntity; role: TeamRole }> {
    const instance = await this.store.instance(gameId);
    if (!instance) throw NOT_FOUND();
    const role = await this.roleIn(instance.careTeamId);
    if (!role) throw NOT_FOUND();
    if (need === 'manage' && role !== 'OWNER') throw FORBIDDEN();
    return { instance, role };
  }

  // Care's answer for the loved one (their team, the caller's role), or its refusal (NOT_FOUND to
  // anyone outside the team, FORBIDDEN to a Family Helper when `manage` is needed).
  authorize(seniorId: string, need: 'view' | 'manage') {
    return this.bus.request('care.seniors.authorize', { seniorId, need });
  }

  async roleIn(careTeamId: string): Promise<TeamRole | null> {
    const teams = await this.bus.request('care.teams.listMine', {});
    return teams.find((t) => t.id === careTeamId)?.role ?? null;
  }

  // The team a new activity belongs to: its loved one's, else the caller's own team.
  async teamForNewActivity(seniorId: string | null | undefined): Promise<string> {
    if (seniorId) {
      const access = await this.bus.request('care.seniors.authorize', { seniorId, need: 'manage' });
      return access.careTeamId;
    }
    const owned = (await this.bus.request('care.teams.listMine', {})).find((t) => t.role === 'OWNER');
    if (!owned) throw FORBIDDEN();
    return owned.id;
  }

  // The team an upload (a photo, a voice clip) goes to: the one named, else the caller's own. Only its
  // Co-Caregivers may add to it, or any member for the memory box (`who: 'members'`);
  // `refusal` tells anyone else what they cannot add.
  async teamForUpload(careTeamId: string | undefined, refusal: string, who: UploadAllowed = 'owners'): Promise<string> {
    const team = careTeamId ?? (await this.teamForNewActivity(null));
    const role = await this.roleIn(team);
    if (!role || (who === 'owners' && role !== 'OWNER')) throw new DomainError('FORBIDDEN', refusal);
    return team;
  }
}
