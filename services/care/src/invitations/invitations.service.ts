import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  DomainError,
  Invitation,
  INVITATION_TTL_DAYS,
  InvitationPreview,
  InviteBody,
  TEAM_ROLE_LABELS,
  TeamRole,
} from '@carewith/contracts';
import { BaseConfig, BusClient, CONFIG, createLogger, JOB_QUEUE, JobQueue, queueEmail } from '@carewith/platform';
import { CareTeamEntity, CareTeamMemberEntity } from '../teams/care-team.entity';
import { AuditService } from '../audit/audit.service';
import { TeamAccessService } from '../teams/team-access.service';
import { InvitationEntity } from './invitation.entity';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import { displayName, invitationStatus, maskEmail } from './invitation-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

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
      const previousRole = pending?.role;
      issued.entity.role = request.role ?? previousRole ?? 'SIBLING';
      issued.entity.invitedBy = actorId;
      const saved = await em.save(issued.entity);
      await this.audit.record(
        actorId,
        {
          action: 'invitation.created',
          careTeamId: saved.careTeamId,
          targetType: 'invitation',
          targetId: saved.id,
          meta: previousRole && previousRole !== saved.role ? { role: saved.role, previousRole } : { role: saved.role },
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
    if (existing.status !== 'pending')
      throw new DomainError('CONFLICT', `This invitation is ${existing.status} and cannot be resent.`);
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
    if (existing.status === 'accepted') throw new DomainError('CONFLICT', 'This invitation has already been accepted.');
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

  async preview(token: string): Promise<InvitationPreview> {
    const invitation = await this.byToken(token);
    const team = await this.dataSource.getRepository(CareTeamEntity).findOneByOrFail({ id: invitation.careTeamId });
    const inviter = await this.bus.request('identity.users.get', { userId: invitation.invitedBy });
    const view = toInvitation(invitation);
    return {
      teamName: team.name,
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
      const invitation = await em.findOne(InvitationEntity, {
        where: { tokenHash: hashInvitationToken(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!invitation || invitation.status === 'cancelled')
        throw new DomainError('NOT_FOUND', 'This invitation link is not valid.');
      if (invitation.status === 'accepted') {
        if (invitation.acceptedBy === actorId) return { careTeamId: invitation.careTeamId, role: invitation.role };
        throw new DomainError('CONFLICT', 'This invitation has already been used.');
      }
      if (invitation.expiresAt < new Date())
        throw new DomainError('CONFLICT', 'This invitation has expired. Ask for a new one.');
      // The link was sent to one address: only that person may use it (docs/decisions.md).
      if (actor.email !== invitation.email) {
        throw new DomainError(
          'FORBIDDEN',
          `This invitation was sent to ${maskEmail(invitation.email)}. Please sign in with that e-mail address.`,
        );
      }
      const member = await em.findOneBy(CareTeamMemberEntity, { careTeamId: invitation.careTeamId, userId: actorId });
      if (!member) {
        await em.save(
          em.create(CareTeamMemberEntity, {
            careTeamId: invitation.careTeamId,
            userId: actorId,
            roleInTeam: invitation.role,
          }),
        );
      } else if (invitation.role === 'OWNER' && member.roleInTeam !== 'OWNER') {
        member.roleInTeam = 'OWNER';
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
      return {
        careTeamId: invitation.careTeamId,
        role: member && member.roleInTeam === 'OWNER' ? 'OWNER' : invitation.role,
      };
    });
  }

  private issueToken(_em: EntityManager, entity: InvitationEntity) {
    const token = newInvitationToken();
    const now = new Date();
    entity.tokenHash = hashInvitationToken(token);
    entity.status = 'pending';
    entity.sentAt = now;
    entity.expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
    return { entity, token };
  }

  private async byToken(token: string): Promise<InvitationEntity> {
    const invitation = await this.dataSource
      .getRepository(InvitationEntity)
      .findOneBy({ tokenHash: hashInvitationToken(token) });
    if (!invitation || invitation.status === 'cancelled')
      throw new DomainError('NOT_FOUND', 'This invitation link is not valid.');
    return invitation;
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
    const role = TEAM_ROLE_LABELS[invitation.role];
    const abilities =
      invitation.role === 'OWNER'
        ? 'You will be able to see activities and progress, get updates, and create and send activities.'
        : 'You will be able to see activities and progress and get updates.';
    // One e-mail per issued token: a retried request does not send twice.
    await queueEmail(this.queue, `invitation-${invitation.id}-${invitation.sentAt.getTime()}`, {
      to: invitation.email,
      subject: `${displayName(inviter)} invited you to ${team.name} on Care With`,
      text: [
        `Hello,`,
        ``,
        `${displayName(inviter)} has invited you to join ${team.name} on Care With as a ${role}.`,
        abilities,
        ``,
        `Accept the invitation: ${link}`,
        ``,
        `This link works once and expires in ${INVITATION_TTL_DAYS} days. If you were not expecting it, you can ignore this e-mail.`,
      ].join('\n'),
      kind: 'invitation',
      refId: invitation.id,
      careTeamId: invitation.careTeamId,
    });
  }
}
