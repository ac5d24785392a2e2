import { Inject, Injectable } from '@nestjs/common';
import { DomainError, FamilyInvitation } from '@carewith/contracts';
import { BaseConfig, BusClient, CONFIG } from '@carewith/platform';
import { AuditService } from '../audit/audit.service';
import { InvitationMailer } from '../invitations/invitation-mailer';
import { invitationExpiresAt } from '../invitations/invitation-rules';
import { InvitationStore } from '../invitations/invitation-store';
import { hashInvitationToken, newInvitationToken } from '../invitations/invitation-token';

export const ALREADY_ON_THEIR_TEAM = 'This person is already on their care team.';

// A resident's family invited to the resident's own care team: an ordinary team invitation
// (Co-Caregiver), e-mailed as the family's invitations are, by the Home Manager who is no member of
// that team. The first to accept becomes the team's Primary Caregiver (InvitationsService.accept).
@Injectable()
export class FamilyInvitations {
  constructor(
    private readonly invitations: InvitationStore,
    private readonly mailer: InvitationMailer,
    private readonly bus: BusClient,
    private readonly audit: AuditService,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  async invite(actorId: string, careTeamId: string, email: string, now: Date): Promise<FamilyInvitation> {
    const memberIds = await this.invitations.memberIds(careTeamId);
    const members = memberIds.length ? await this.bus.request('identity.users.getMany', { userIds: memberIds }) : [];
    if (members.some((u) => u.email === email))
      throw new DomainError('CONFLICT', ALREADY_ON_THEIR_TEAM, [{ field: 'email', message: ALREADY_ON_THEIR_TEAM }]);
    const token = newInvitationToken();
    const invitation = await this.invitations.transaction(async (em) => {
      // Inviting the same address again refreshes the pending invitation instead of piling up links.
      const entity =
        (await this.invitations.lockPending(em, careTeamId, email)) ?? this.invitations.draft(em, careTeamId, email);
      Object.assign(entity, {
        role: 'OWNER',
        tokenHash: hashInvitationToken(token),
        status: 'pending',
        invitedBy: actorId,
        sentAt: now,
        expiresAt: invitationExpiresAt(now),
      });
      const saved = await this.invitations.save(em, entity);
      await this.audit.record(
        actorId,
        {
          action: 'invitation.created',
          careTeamId,
          targetType: 'invitation',
          targetId: saved.id,
          meta: { role: 'OWNER', by: 'care home' },
        },
        em,
      );
      return saved;
    });
    await this.mailer.send(actorId, invitation, token);
    return {
      id: invitation.id,
      link: new URL(`/invite/accept?token=${token}`, this.config.PUBLIC_URL).toString(),
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }
}
