import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { CheckInEntity } from '../check-ins/check-in.entity';
import { SeniorEntity } from '../seniors/senior.entity';
import { CareTeamEntity, CareTeamMemberEntity } from '../teams/care-team.entity';
import { lockTeamRoles } from '../teams/team-store';

// What a caregiver's account deletion reads and writes in care: their memberships and teams, the
// loved ones of a team that goes with them, their check-ins and invitations.
@Injectable()
export class AccountStore {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  // The teams they are on (one row per membership).
  async teamsOf(userId: string): Promise<string[]> {
    const rows = await this.dataSource.getRepository(CareTeamMemberEntity).findBy({ userId });
    return rows.map((m) => m.careTeamId);
  }

  // A team's members, who joined first first (in a transaction: `em`).
  members(careTeamId: string, em: EntityManager = this.dataSource.manager): Promise<CareTeamMemberEntity[]> {
    return em.find(CareTeamMemberEntity, { where: { careTeamId }, order: { createdAt: 'ASC' } });
  }

  seniorsOf(careTeamId: string): Promise<SeniorEntity[]> {
    return this.dataSource.getRepository(SeniorEntity).findBy({ careTeamId });
  }

  async checkInIds(userId: string): Promise<string[]> {
    const rows = await this.dataSource.getRepository(CheckInEntity).findBy({ userId });
    return rows.map((c) => c.id);
  }

  // Their check-ins go; invitations they accepted carry their address; pending ones they sent can no
  // longer name them.
  async forgetCaregiver(em: EntityManager, userId: string): Promise<void> {
    await em.delete(CheckInEntity, { userId });
    await em.query('DELETE FROM invitations WHERE accepted_by = $1', [userId]);
    await em.query(`UPDATE invitations SET status = 'cancelled' WHERE invited_by = $1 AND status = 'pending'`, [
      userId,
    ]);
  }

  async deleteTeam(em: EntityManager, careTeamId: string): Promise<void> {
    await em.delete(CareTeamEntity, { id: careTeamId });
  }

  // The team, its roles locked for the rest of the transaction (as a role change locks them).
  async lockTeam(em: EntityManager, careTeamId: string): Promise<CareTeamEntity> {
    await lockTeamRoles(em, careTeamId);
    return em.findOneByOrFail(CareTeamEntity, { id: careTeamId });
  }

  saveMember(em: EntityManager, member: CareTeamMemberEntity): Promise<CareTeamMemberEntity> {
    return em.save(member);
  }

  // Whether a loved one of the team lives in a care home (homes/home-store.ts).
  async livesInAHome(careTeamId: string): Promise<boolean> {
    const [row] = await this.dataSource.query<{ held: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM home_residents r JOIN seniors s ON s.id = r.senior_id
                       WHERE s.care_team_id = $1) AS held`,
      [careTeamId],
    );
    return row?.held ?? false;
  }

  async setPrimary(em: EntityManager, careTeamId: string, userId: string | null): Promise<void> {
    await em.update(CareTeamEntity, { id: careTeamId }, { primaryCaregiverId: userId });
  }

  async leave(em: EntityManager, careTeamId: string, userId: string): Promise<void> {
    await em.delete(CareTeamMemberEntity, { careTeamId, userId });
  }
}
