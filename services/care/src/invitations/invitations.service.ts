import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError, Invitation, InvitationPreview, InviteBody, Language, TeamRole } from '@carewith/contracts';
import {
  BaseConfig,
  BusClient,
  CONFIG,
  createLogger,
  JOB_QUEUE,
  JobQueue,
  messagesIn,
  queueEmail,
} from '@carewith/platform';
import { CareTeamEntity, CareTeamMemberEntity } from '../teams/care-team.entity';
import { AuditService } from '../audit/audit.service';
import { TeamAccessService } from '../teams/team-access.service';
import { InvitationEntity } from './invitation.entity';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import { invitationEmail } from './invitation-email';
import { teamNameIn } from '../teams/team-rules';
import {
  checkAcceptance,
  checkCancel,
  checkResend,
  displayName,
  invitationExpiresAt,
  invitationStatus,
  invitedRole,
  requireValidLink,
  roleOnJoining,
} from './invitation-rules';

const toInvitation = (i: InvitationEntity, now = new Date()): Invitation => ({
  id: i.id,
  careTeamId: i.careTeamId,
  email: i.email,
  role: i.role,
  status: invitationStatus(i.status, i.expiresAt, now),
  sentAt: i.sentAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
  acceptedAt: i.acceptedAt ? i.acceptedAt.toISOString() : null,
});

@Injectable()
export class InvitationsService {
  private readonly log = createLogger(InvitationsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: TeamAccessService,
    private readonly bus: BusClient,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CONFIG) private readonly config: BaseConfig,
    private readonly audit: AuditService,
  ) {}

  async create(actorId: string, request: InviteBody): Promise<Invitation> {
    await this.access.requireOwner(actorId, request.careTeamId);
    const members = await this.dataSource
      .getRepository(CareTeamMemberEntity)
      .findBy({ careTeamId: request.careTeamId });
    const users = await this.bus.request('identity.users.getMany', { userIds: members.map((m) => m.userId) });
    if (users.some((u) => u.email === request.email)) {
      throw new DomainError('CONFLICT', 'This person is already on your care team.', [
        { field: 'email', message: 'This person is already on your care team.' },
      ]);
    }
    const { invitation, token } = await this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`invite:${request.careTeamId}:${request.email}`]);
      // Inviting the same address again refreshes the pending invitation instead of piling up links.
      const pending = await em.findOneBy(InvitationEntity, {
        careTeamId: request.careTeamId,
        email: request.email,
        status: 'pending',
      });
      const issued = this.issueToken(
        em,
        pending ?? em.create(InvitationEntity, { careTeamId: request.careTeamId, email: request.email }),
      );
      const { role, meta } = invitedRole(request.role, pending?.role);
      issued.entity.role = role;
      issued.entity.invitedBy = actorId;
      const saved = await em.save(issued.entity);
      await this.audit.record(
        actorId,
        {
          action: 'invitation.created',
          careTeamId: saved.careTeamId,
          targetType: 'invitation',
          targetId: saved.id,
          meta,
        },
        em,
      );
      return { invitation: saved, token: issued.token };
    });
    await this.sendEmail(actorId, invitation, token);
    this.log.info({ invitationId: invitation.id, role: invitation.role }, 'invitation sent');
    return toInvitation(invitation);
  }

  async list(actorId: string, careTeamId: string): Promise<Invitation[]> {
    await this.access.requireOwner(actorId, careTeamId);
    const rows = await this.dataSource
      .getRepository(InvitationEntity)
      .find({ where: { careTeamId }, order: { createdAt: 'DESC' }, take: 100 });
    return rows.filter((r) => r.status !== 'cancelled').map((r) => toInvitation(r));
  }

  async resend(actorId: string, invitationId: string): Promise<Invitation> {
    const existing = await this.findForOwner(actorId, invitationId);
    checkResend(existing.status);
    const { entity, token } = this.issueToken(this.dataSource.manager, existing);
    const saved = await this.dataSource.transaction(async (em) => {
      const row = await em.save(entity);
      await this.audit.record(
        actorId,
        { action: 'invitation.resent', careTeamId: row.careTeamId, targetType: 'invitation', targetId: row.id },
        em,
      );
      return row;
    });
    await this.sendEmail(actorId, saved, token);
    return toInvitation(saved);
  }

  async cancel(actorId: string, invitationId: string): Promise<Invitation> {
    const existing = await this.findForOwner(actorId, invitationId);
    checkCancel(existing.status);
    existing.status = 'cancelled';
    return this.dataSource.transaction(async (em) => {
      const saved = await em.save(existing);
      await this.audit.record(
        actorId,
        { action: 'invitation.cancelled', careTeamId: saved.careTeamId, targetType: 'invitation', targetId: saved.id },
        em,
      );
      return toInvitation(saved);
    });
  }

  async preview(token: string, language?: Language): Promise<InvitationPreview> {
    const invitation = await this.byToken(token);
    const team = await this.dataSource.getRepository(CareTeamEntity).findOneByOrFail({ id: invitation.careTeamId });
    const inviter = await this.bus.request('identity.users.get', { userId: invitation.invitedBy });
    const view = toInvitation(invitation);
    return {
      // In the language the invitee's screens speak (decision 260).
      teamName: teamNameIn(team, messagesIn(language)),
      inviterName: displayName(inviter),
      role: view.role,
      status: view.status,
      email: view.email,
    };
  }

  // The invitee, signed in, joins the team with the invited role. The link is single-use.
  async accept(actorId: string, token: string): Promise<{ careTeamId: string; role: TeamRole }> {
    const actor = await this.bus.request('identity.users.get', { userId: actorId });
    return this.dataSource.transaction(async (em) => {
      const invitation = requireValidLink(
        await em.findOne(InvitationEntity, {
          where: { tokenHash: hashInvitationToken(token) },
          lock: { mode: 'pessimistic_write' },
        }),
      );
      // The link was sent to one address: only that person may use it (decision 7).
      if (checkAcceptance(invitation, actor, new Date()) === 'accepted already')
        return { careTeamId: invitation.careTeamId, role: invitation.role };
      const member = await em.findOneBy(CareTeamMemberEntity, { careTeamId: invitation.careTeamId, userId: actorId });
      const role = roleOnJoining(invitation.role, member?.roleInTeam);
      if (!member) {
        await em.save(
          em.create(CareTeamMemberEntity, { careTeamId: invitation.careTeamId, userId: actorId, roleInTeam: role }),
        );
      } else if (member.roleInTeam !== role) {
        member.roleInTeam = role;
        await em.save(member);
      }
      invitation.status = 'accepted';
      invitation.acceptedAt = new Date();
      invitation.acceptedBy = actorId;
      await em.save(invitation);
      await this.audit.record(
        actorId,
        {
          action: 'invitation.accepted',
          careTeamId: invitation.careTeamId,
          targetType: 'invitation',
          targetId: invitation.id,
          meta: { role: invitation.role },
        },
        em,
      );
      this.log.info({ invitationId: invitation.id }, 'invitation accepted');
      return { careTeamId: invitation.careTeamId, role };
    });
  }

  private issueToken(_em: EntityManager, entity: InvitationEntity) {
    const token = newInvitationToken();
    const now = new Date();
    entity.tokenHash = hashInvitationToken(token);
    entity.status = 'pending';
    entity.sentAt = now;
    entity.expiresAt = invitationExpiresAt(now);
    return { entity, token };
  }

  private async byToken(token: string): Promise<InvitationEntity> {
    return requireValidLink(
      await this.dataSource.getRepository(InvitationEntity).findOneBy({ tokenHash: hashInvitationToken(token) }),
    );
  }

  private async findForOwner(actorId: string, invitationId: string): Promise<InvitationEntity> {
    const invitation = await this.dataSource.getRepository(InvitationEntity).findOneBy({ id: invitationId });
    if (!invitation) throw new DomainError('NOT_FOUND', 'Invitation not found');
    await this.access.requireOwner(actorId, invitation.careTeamId);
    return invitation;
  }

  private async sendEmail(actorId: string, invitation: InvitationEntity, token: string) {
    const [team, inviter] = await Promise.all([
      this.dataSource.getRepository(CareTeamEntity).findOneByOrFail({ id: invitation.careTeamId }),
      this.bus.request('identity.users.get', { userId: actorId }),
    ]);
    const link = new URL(`/invite/accept?token=${token}`, this.config.PUBLIC_URL).toString();
    // One e-mail per issued token: a retried request does not send twice.
    await queueEmail(this.queue, `invitation-${invitation.id}-${invitation.sentAt.getTime()}`, {
      to: invitation.email,
      ...invitationEmail({
        inviterName: displayName(inviter),
        teamName: team.name,
        teamNamedAfter: team.nameGenerated ? team.name : null,
        role: invitation.role,
        link,
        language: inviter.language,
      }),
      kind: 'invitation',
      refId: invitation.id,
      careTeamId: invitation.careTeamId,
    });
  }
}
