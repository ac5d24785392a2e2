import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CreateSeniorRequest,
  DomainError,
  SeniorAccess,
  SeniorView,
  TeamRole,
  UpdateSeniorRequest,
} from '@carewith/contracts';
import { createLogger } from '@carewith/platform';
import { CareTeamMemberEntity } from '../teams/care-team.entity';
import { TeamAccessService } from '../teams/team-access.service';
import { SeniorEntity } from './senior.entity';

export const toSeniorView = (s: SeniorEntity, myRole: TeamRole): SeniorView => ({
  id: s.id,
  careTeamId: s.careTeamId,
  firstName: s.firstName,
  lastName: s.lastName,
  phone: s.phone,
  prefsJSON: s.prefsJSON,
  createdAt: s.createdAt.toISOString(),
  myRole,
});

@Injectable()
export class SeniorsService {
  private readonly log = createLogger(SeniorsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: TeamAccessService,
  ) {}

  async create(actorId: string, request: CreateSeniorRequest): Promise<SeniorView> {
    const careTeamId = request.careTeamId ?? (await this.defaultTeam(actorId));
    await this.access.requireOwner(actorId, careTeamId);
    const repo = this.dataSource.getRepository(SeniorEntity);
    const senior = await repo.save(
      repo.create({
        careTeamId,
        firstName: request.firstName,
        lastName: request.lastName,
        phone: request.phone,
        prefsJSON: request.prefsJSON,
      }),
    );
    this.log.info({ seniorId: senior.id }, 'loved one added');
    return toSeniorView(senior, 'OWNER');
  }

  async get(actorId: string, seniorId: string): Promise<SeniorView> {
    const { senior, role } = await this.load(actorId, seniorId);
    return toSeniorView(senior, role);
  }

  async update(actorId: string, seniorId: string, changes: UpdateSeniorRequest): Promise<SeniorView> {
    const { senior } = await this.load(actorId, seniorId, 'manage');
    if (changes.firstName !== undefined) senior.firstName = changes.firstName;
    if (changes.lastName !== undefined) senior.lastName = changes.lastName;
    if (changes.phone !== undefined) senior.phone = changes.phone;
    if (changes.prefsJSON !== undefined) senior.prefsJSON = changes.prefsJSON;
    return toSeniorView(await this.dataSource.getRepository(SeniorEntity).save(senior), 'OWNER');
  }

  // For sending an activity: only someone who may manage the loved one gets the phone.
  async contact(actorId: string, seniorId: string): Promise<{ firstName: string; phone: string | null }> {
    const { senior } = await this.load(actorId, seniorId, 'manage');
    return { firstName: senior.firstName, phone: senior.phone };
  }

  async firstName(seniorId: string): Promise<{ firstName: string }> {
    const senior = await this.dataSource.getRepository(SeniorEntity).findOneBy({ id: seniorId });
    if (!senior) throw new DomainError('NOT_FOUND', 'Not found');
    return { firstName: senior.firstName };
  }

  async accessible(actorId: string): Promise<SeniorAccess[]> {
    return this.dataSource.query<SeniorAccess[]>(
      `SELECT s.id AS "seniorId", s.care_team_id AS "careTeamId", m.role_in_team AS role
         FROM seniors s JOIN care_team_members m ON m.care_team_id = s.care_team_id AND m.user_id = $1`,
      [actorId],
    );
  }

  async authorize(actorId: string, seniorId: string, need: 'view' | 'manage'): Promise<SeniorAccess> {
    const { senior, role } = await this.load(actorId, seniorId, need);
    return { seniorId: senior.id, careTeamId: senior.careTeamId, role };
  }

  // Outsiders get 404 (they learn nothing); a Family Helper asking to manage gets 403.
  private async load(actorId: string, seniorId: string, need: 'view' | 'manage' = 'view') {
    const senior = await this.dataSource.getRepository(SeniorEntity).findOneBy({ id: seniorId });
    const member = senior && (await this.access.membership(actorId, senior.careTeamId));
    if (!senior || !member) throw new DomainError('NOT_FOUND', "This loved one's profile could not be found.");
    if (need === 'manage' && member.roleInTeam !== 'OWNER') {
      throw new DomainError(
        'FORBIDDEN',
        'Only a Co-Caregiver can do this. Family Helpers can view activities and progress.',
      );
    }
    return { senior, role: member.roleInTeam };
  }

  // The team a loved one joins when the form names none: the caller's own (first) team as OWNER.
  private async defaultTeam(actorId: string): Promise<string> {
    const owned = await this.dataSource
      .getRepository(CareTeamMemberEntity)
      .findOne({ where: { userId: actorId, roleInTeam: 'OWNER' }, order: { createdAt: 'ASC' } });
    if (!owned) throw new DomainError('FORBIDDEN', 'Only a Co-Caregiver can add a loved one.');
    return owned.careTeamId;
  }
}
