import { INVITATION_TTL_DAYS, type TeamRole } from '@carewith/contracts';
import { greeting, messagesIn } from '@carewith/platform';
import { ownTeamName } from '../teams/team-rules';

// The e-mail an invited person gets: who invites them to which team, as what, what they will be able
// to do, and the single-use link. In the inviter's language: the invitee has no account,
// and so no language of their own, yet; no language chosen is English.
export function invitationEmail(input: {
  inviterName: string;
  teamName: string;
  // A name the product gave the team: the name it was made from, said in the e-mail's language.
  teamNamedAfter?: string | null;
  role: TeamRole;
  link: string;
  language: string | null;
}): { subject: string; text: string } {
  const t = messagesIn(input.language);
  // A name the product gave the team is said in the e-mail's language (decision 260).
  const team = input.teamNamedAfter != null ? ownTeamName(input.teamNamedAfter, t) : input.teamName;
  const names = { inviter: input.inviterName, team };
  return {
    subject: t('email.invitation.subject', names),
    text: [
      greeting(t, null),
      ``,
      t('email.invitation.invited', { ...names, role: t(`email.role.${input.role}`) }),
      input.role === 'OWNER' ? t('email.invitation.ownerCan') : t('email.invitation.helperCan'),
      ``,
      t('email.invitation.accept', { link: input.link }),
      ``,
      t('email.invitation.expires', { days: INVITATION_TTL_DAYS }),
    ].join('\n'),
  };
}
