import { INVITATION_TTL_DAYS, type HomeRole } from '@carewith/contracts';
import { greeting, messagesIn } from '@carewith/platform';

// The e-mail someone invited to a care home's staff gets: who invites them to which home, as what, what
// they will be able to do, and the single-use link. In the inviter's language (the invitee may have no
// account yet); none chosen is English.
export function homeInvitationEmail(input: {
  inviterName: string;
  homeName: string;
  role: HomeRole;
  link: string;
  language: string | null;
}): { subject: string; text: string } {
  const t = messagesIn(input.language);
  const names = { inviter: input.inviterName, home: input.homeName };
  return {
    subject: t('email.homeInvitation.subject', names),
    text: [
      greeting(t, null),
      ``,
      t('email.homeInvitation.invited', { ...names, role: t(`email.homeRole.${input.role}`) }),
      input.role === 'MANAGER' ? t('email.homeInvitation.managerCan') : t('email.homeInvitation.coordinatorCan'),
      ``,
      t('email.invitation.accept', { link: input.link }),
      ``,
      t('email.invitation.expires', { days: INVITATION_TTL_DAYS }),
    ].join('\n'),
  };
}
