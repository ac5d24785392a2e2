import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { SeniorAccess } from '@carewith/contracts';
import { CareTeamEntity, CareTeamMemberEntity } from '../teams/care-team.entity';
import { SeniorEntity } from './senior.entity';
import type { SeniorFields } from './senior-profile';

// The loved ones' profiles (migrations 1763760400000-seniors-check-ins and the columns after it):
// every statement of the loved ones' feature in one place.
@Injectable()
export class SeniorStore {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  byId(seniorId: string): Promise<SeniorEntity | null> {
    return this.dataSource.getRepository(SeniorEntity).findOneBy({ id: seniorId });
  }

  add(fields: SeniorFields): Promise<SeniorEntity> {
    const repo = this.dataSource.getRepository(SeniorEntity);
    return repo.save(repo.create(fields));
  }

  save(em: EntityManager, senior: SeniorEntity): Promise<SeniorEntity> {
    return em.getRepository(SeniorEntity).save(senior);
  }

  // Where the loved one lives as a care-home resident (at most one home); their place goes with them.
  async residences(em: EntityManager, seniorId: string): Promise<{ residentId: string; homeId: string }[]> {
    return em.query<{ residentId: string; homeId: string }[]>(
      'SELECT id AS "residentId", home_id AS "homeId" FROM home_residents WHERE senior_id = $1',
      [seniorId],
    );
  }

  async remove(em: EntityManager, seniorId: string): Promise<void> {
    await em.delete(SeniorEntity, { id: seniorId });
  }

  team(careTeamId: string): Promise<CareTeamEntity> {
    return this.dataSource.getRepository(CareTeamEntity).findOneByOrFail({ id: careTeamId });
  }

  // Every loved one a user may see, with their role in its team.
  accessible(actorId: string): Promise<SeniorAccess[]> {
    return this.dataSource.query<SeniorAccess[]>(
      `SELECT s.id AS "seniorId", s.care_team_id AS "careTeamId", m.role_in_team AS role
         FROM seniors s JOIN care_team_members m ON m.care_team_id = s.care_team_id AND m.user_id = $1`,
      [actorId],
    );
  }

  // The first team a user joined as a Co-Caregiver, or null.
  async firstOwnedTeam(actorId: string): Promise<string | null> {
    const owned = await this.dataSource
      .getRepository(CareTeamMemberEntity)
      .findOne({ where: { userId: actorId, roleInTeam: 'OWNER' }, order: { createdAt: 'ASC' } });
    return owned?.careTeamId ?? null;
  }
}
