import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { TeamRole } from '@carewith/contracts';
import { CareTeamEntity, CareTeamMemberEntity } from '../teams/care-team.entity';
import { InvitationEntity } from './invitation.entity';

// The invitations (migration 1763760200000-care-teams) and the memberships they lead to: every
// statement of inviting and joining in one place.
@Injectable()
export class InvitationStore {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async memberIds(careTeamId: string): Promise<string[]> {
    const members = await this.dataSource.getRepository(CareTeamMemberEntity).findBy({ careTeamId });
    return members.map((m) => m.userId);
  }

  team(careTeamId: string): Promise<CareTeamEntity> {
    return this.dataSource.getRepository(CareTeamEntity).findOneByOrFail({ id: careTeamId });
  }

  // The pending invitation of an address to a team, if any, the address locked against a simultaneous
  // invitation for the rest of the transaction.
  async lockPending(em: EntityManager, careTeamId: string, email: string): Promise<InvitationEntity | null> {
    await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`invite:${careTeamId}:${email}`]);
    return em.findOneBy(InvitationEntity, { careTeamId, email, status: 'pending' });
  }

  // A new invitation, not yet saved.
  draft(em: EntityManager, careTeamId: string, email: string): InvitationEntity {
    return em.create(InvitationEntity, { careTeamId, email });
  }

  save(em: EntityManager, invitation: InvitationEntity): Promise<InvitationEntity> {
    return em.save(invitation);
  }

  // A team's latest 100 invitations, newest first.
  latest(careTeamId: string): Promise<InvitationEntity[]> {
    return this.dataSource
      .getRepository(InvitationEntity)
      .find({ where: { careTeamId }, order: { createdAt: 'DESC' }, take: 100 });
  }

  byId(invitationId: string): Promise<InvitationEntity | null> {
    return this.dataSource.getRepository(InvitationEntity).findOneBy({ id: invitationId });
  }

  // The invitation of a link's token; with `em`, locked for the rest of the transaction.
  byTokenHash(tokenHash: string, em?: EntityManager): Promise<InvitationEntity | null> {
    return em
      ? em.findOne(InvitationEntity, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } })
      : this.dataSource.getRepository(InvitationEntity).findOneBy({ tokenHash });
  }

  // A team held by a care home (no Primary Caregiver yet: a resident's, decision "Care homes: staff
  // reach residents through the home") takes `userId` as its Primary; false when it has one. Under the
  // team's row lock, so of two acceptances at once only the first becomes Primary.
  async claimPrimary(em: EntityManager, careTeamId: string, userId: string): Promise<boolean> {
    const [rows] = (await em.query(
      'UPDATE care_teams SET primary_caregiver_id = $2 WHERE id = $1 AND primary_caregiver_id IS NULL RETURNING id',
      [careTeamId, userId],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  member(em: EntityManager, careTeamId: string, userId: string): Promise<CareTeamMemberEntity | null> {
    return em.findOneBy(CareTeamMemberEntity, { careTeamId, userId });
  }

  // Makes them a member with `role`, or gives the member they are `role`.
  async join(
    em: EntityManager,
    careTeamId: string,
    userId: string,
    role: TeamRole,
    member: CareTeamMemberEntity | null,
  ): Promise<void> {
    if (!member) {
      await em.save(em.create(CareTeamMemberEntity, { careTeamId, userId, roleInTeam: role }));
    } else if (member.roleInTeam !== role) {
      member.roleInTeam = role;
      await em.save(member);
    }
  }
}
