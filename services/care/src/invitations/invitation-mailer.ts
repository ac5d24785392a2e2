import { Inject, Injectable } from '@nestjs/common';
import { BaseConfig, BusClient, CONFIG, JOB_QUEUE, JobQueue, queueEmail } from '@carewith/platform';
import { InvitationEntity } from './invitation.entity';
import { invitationEmail } from './invitation-email';
import { displayName } from './invitation-rules';
import { InvitationStore } from './invitation-store';

// The invitation e-mail with its link, queued once per issued token (a retried request does not send
// twice), in the inviter's language.
@Injectable()
export class InvitationMailer {
  constructor(
    private readonly store: InvitationStore,
    private readonly bus: BusClient,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  async send(actorId: string, invitation: InvitationEntity, token: string): Promise<void> {
    const [team, inviter] = await Promise.all([
      this.store.team(invitation.careTeamId),
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
