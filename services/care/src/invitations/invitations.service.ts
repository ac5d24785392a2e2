import { Injectable } from '@nestjs/common';
import { DomainError, Invitation, InvitationPreview, InviteBody, Language, TeamRole } from '@carewith/contracts';
import { BusClient, createLogger, messagesIn } from '@carewith/platform';
import { AuditService } from '../audit/audit.service';
import { TeamAccessService } from '../teams/team-access.service';
import { InvitationEntity } from './invitation.entity';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import { InvitationMailer } from './invitation-mailer';
import { InvitationStore } from './invitation-store';
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
    private readonly store: InvitationStore,
    private readonly access: TeamAccessService,
    private readonly bus: BusClient,
    private readonly audit: AuditService,
    private readonly mailer: InvitationMailer,
  ) {}

  async create(actorId: string, request: InviteBody): Promise<Invitation> {
    await this.access.requireOwner(actorId, request.careTeamId);
    const memberIds = await this.store.memberIds(request.careTeamId);
    const users = await this.bus.request('identity.users.getMany', { userIds: memberIds });
    if (users.some((u) => u.email === request.email)) {
      throw new DomainError('CONFLICT', 'This person is already on your care team.', [
        { field: 'email', message: 'This person is already on your care team.' },
      ]);
    }
    const { invitation, token } = await this.store.transaction(async (em) => {
      // Inviting the same address again refreshes the pending invitation instead of piling up links.
      const pending = await this.store.lockPending(em, request.careTeamId, request.email);
      const issued = this.issueToken(pending ?? this.store.draft(em, request.careTeamId, request.email));
      const { role, meta } = invitedRole(request.role, pending?.role);
      issued.entity.role = role;
      issued.entity.invitedBy = actorId;
      const saved = await this.store.save(em, issued.entity);
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
    await this.mailer.send(actorId, invitation, token);
    this.log.info({ invitationId: invitation.id, role: invitation.role }, 'invitation sent');
    return toInvitation(invitation);
  }

  async list(actorId: string, careTeamId: string): Promise<Invitation[]> {
    await this.access.requireOwner(actorId, careTeamId);
    const rows = await this.store.latest(careTeamId);
    return rows.filter((r) => r.status !== 'cancelled').map((r) => toInvitation(r));
  }

  async resend(actorId: string, invitationId: string): Promise<Invitation> {
    const existing = await this.findForOwner(actorId, invitationId);
    checkResend(existing.status);
    const { entity, token } = this.issueToken(existing);
    const saved = await this.store.transaction(async (em) => {
      const row = await this.store.save(em, entity);
      await this.audit.record(
        actorId,
        { action: 'invitation.resent', careTeamId: row.careTeamId, targetType: 'invitation', targetId: row.id },
        em,
      );
      return row;
    });
    await this.mailer.send(actorId, saved, token);
    return toInvitation(saved);
  }

  async cancel(actorId: string, invitationId: string): Promise<Invitation> {
    const existing = await this.findForOwner(actorId, invitationId);
    checkCancel(existing.status);
    existing.status = 'cancelled';
    return this.store.transaction(async (em) => {
      const saved = await this.store.save(em, existing);
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
    const team = await this.store.team(invitation.careTeamId);
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
    return this.store.transaction(async (em) => {
      const invitation = requireValidLink(await this.store.byTokenHash(hashInvitationToken(token), em));
      // The link was sent to one address: only that person may use it (decision 7).
      if (checkAcceptance(invitation, actor, new Date()) === 'accepted already')
        return { careTeamId: invitation.careTeamId, role: invitation.role };
      const member = await this.store.member(em, invitation.careTeamId, actorId);
      // The first of a resident's family to join a team a care home holds becomes its Primary Caregiver
      // (and so a Co-Caregiver).
      const primary = await this.store.claimPrimary(em, invitation.careTeamId, actorId);
      const role = primary ? 'OWNER' : roleOnJoining(invitation.role, member?.roleInTeam);
      await this.store.join(em, invitation.careTeamId, actorId, role, member);
      invitation.status = 'accepted';
      invitation.acceptedAt = new Date();
      invitation.acceptedBy = actorId;
      await this.store.save(em, invitation);
      await this.audit.record(
        actorId,
        {
          action: 'invitation.accepted',
          careTeamId: invitation.careTeamId,
          targetType: 'invitation',
          targetId: invitation.id,
          meta: primary ? { role: invitation.role, primary: true } : { role: invitation.role },
        },
        em,
      );
      this.log.info({ invitationId: invitation.id }, 'invitation accepted');
      return { careTeamId: invitation.careTeamId, role };
    });
  }

  private issueToken(entity: InvitationEntity) {
    const token = newInvitationToken();
    const now = new Date();
    entity.tokenHash = hashInvitationToken(token);
    entity.status = 'pending';
    entity.sentAt = now;
    entity.expiresAt = invitationExpiresAt(now);
    return { entity, token };
  }

  private async byToken(token: string): Promise<InvitationEntity> {
    return requireValidLink(await this.store.byTokenHash(hashInvitationToken(token)));
  }

  private async findForOwner(actorId: string, invitationId: string): Promise<InvitationEntity> {
    const invitation = await this.store.byId(invitationId);
    if (!invitation) throw new DomainError('NOT_FOUND', 'Invitation not found');
    await this.access.requireOwner(actorId, invitation.careTeamId);
    return invitation;
  }
}
