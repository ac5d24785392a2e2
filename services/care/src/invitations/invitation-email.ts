import { INVITATION_TTL_DAYS, TEAM_ROLE_LABELS, type TeamRole } from '@carewith/contracts';

// The e-mail an invited person gets: who invites them to which team, as what, what they will be able
// to do, and the single-use link.
export function invitationEmail(input: { inviterName: string; teamName: string; role: TeamRole; link: string }): {
  subject: string;
  text: string;
} {
  const { inviterName, teamName } = input;
  const role = TEAM_ROLE_LABELS[input.role];
  const abilities =
    input.role === 'OWNER'
      ? 'You will be able to see activities and progress, get updates, and create and send activities.'
      : 'You will be able to see activities and progress and get updates.';
  return {
    subject: `${inviterName} invited you to ${teamName} on Care With`,
    text: [
      `Hello,`,
      ``,
      `${inviterName} has invited you to join ${teamName} on Care With as a ${role}.`,
      abilities,
      ``,
      `Accept the invitation: ${input.link}`,
      ``,
      `This link works once and expires in ${INVITATION_TTL_DAYS} days. If you were not expecting it, you can ignore this e-mail.`,
    ].join('\n'),
  };
}
