import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { MyCareTeam, TeamRole } from '@carewith/contracts';
import { CareTeamEntity, CareTeamMemberEntity } from './care-team.entity';
import type { TeamAccess } from './team-rules';

export type MyTeamRow = { id: string; name: string; name_generated: boolean; role: MyCareTeam['role'] };

// Serialises the changes of a team's roles and members (a role change, a removal, an heir taking over
// when a member deletes their account), so a team cannot lose its last Co-Caregiver to two at once.
export const lockTeamRoles = (em: EntityManager, careTeamId: string) =>
  em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`team-roles:${careTeamId}`]);

// The care teams and their members (migration 1763760200000-care-teams): every statement of teams
// and of who may do what in them.
@Injectable()
export class TeamStore {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  // The team's roles held for the rest of the transaction (lockTeamRoles).
  async lockRoles(em: EntityManager, careTeamId: string): Promise<void> {
    await lockTeamRoles(em, careTeamId);
  }

  // A member's role and whether they are the team's Primary Caregiver; null for an outsider.
  async access(actorId: string, careTeamId: string): Promise<TeamAccess | null> {
    const [row] = await this.dataSource.query<{ role: TeamRole; isPrimary: boolean }[]>(
      `SELECT m.role_in_team AS role, (t.primary_caregiver_id IS NOT DISTINCT FROM m.user_id) AS "isPrimary"
         FROM care_team_members m JOIN care_teams t ON t.id = m.care_team_id
        WHERE m.care_team_id = $1 AND m.user_id = $2`,
      [careTeamId, actorId],
    );
    return row ?? null;
  }

  member(em: EntityManager, careTeamId: string, userId: string): Promise<CareTeamMemberEntity | null> {
    return em.findOneBy(CareTeamMemberEntity, { careTeamId, userId });
  }

  async isPrimary(em: EntityManager, careTeamId: string, userId: string): Promise<boolean> {
    const team = await em.findOneByOrFail(CareTeamEntity, { id: careTeamId });
    return team.primaryCaregiverId === userId;
  }

  owners(em: EntityManager, careTeamId: string): Promise<number> {
    return em.countBy(CareTeamMemberEntity, { careTeamId, roleInTeam: 'OWNER' });
  }

  saveMember(em: EntityManager, member: CareTeamMemberEntity): Promise<CareTeamMemberEntity> {
    return em.save(member);
  }

  async deleteMember(em: EntityManager, memberId: string): Promise<void> {
    await em.delete(CareTeamMemberEntity, { id: memberId });
  }

  // The teams a user is on: the one they are Primary Caregiver of first, then oldest first.
  myTeams(actorId: string): Promise<MyTeamRow[]> {
    return this.dataSource.query<MyTeamRow[]>(
      `SELECT t.id, t.name, t.name_generated, m.role_in_team AS role
         FROM care_team_members m JOIN care_teams t ON t.id = m.care_team_id
        WHERE m.user_id = $1
        ORDER BY (t.primary_caregiver_id IS NOT DISTINCT FROM $1) DESC, t.created_at`,
      [actorId],
    );
  }

  // A team of their own for a user on none, named from `displayName` (a generated name: decision
  // 260), with them as its Primary Caregiver; under a lock per user, so two first sign-ins make one.
  // False when they were on a team already.
  ensureOwnTeam(actorId: string, displayName: string): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`team-for:${actorId}`]);
      const existing = await em.countBy(CareTeamMemberEntity, { userId: actorId });
      if (existing > 0) return false;
      const team = await em.save(
        em.create(CareTeamEntity, {
          name: displayName,
          nameGenerated: true,
          createdBy: actorId,
          primaryCaregiverId: actorId,
        }),
      );
      await em.save(em.create(CareTeamMemberEntity, { careTeamId: team.id, userId: actorId, roleInTeam: 'OWNER' }));
      return true;
    });
  }

  team(careTeamId: string): Promise<CareTeamEntity> {
    return this.dataSource.getRepository(CareTeamEntity).findOneByOrFail({ id: careTeamId });
  }

  // The team's members, who joined first first.
  members(careTeamId: string): Promise<CareTeamMemberEntity[]> {
    return this.dataSource
      .getRepository(CareTeamMemberEntity)
      .find({ where: { careTeamId }, order: { createdAt: 'ASC' } });
  }
}
