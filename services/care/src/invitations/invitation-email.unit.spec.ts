import { invitationEmail } from './invitation-email';

const link = 'https://carewith.test/invite/accept?token=abc';

describe('the invitation e-mail', () => {
  it('says who invites them to which team, as a Family Helper, and what a Family Helper can do', () => {
    const { subject, text } = invitationEmail({
      inviterName: 'Nora Keeper',
      teamName: 'The Hills',
      role: 'SIBLING',
      link,
    });
    expect(subject).toBe('Nora Keeper invited you to The Hills on Care With');
    expect(text.split('\n')).toEqual([
      'Hello,',
      '',
      'Nora Keeper has invited you to join The Hills on Care With as a Family Helper.',
      'You will be able to see activities and progress and get updates.',
      '',
      `Accept the invitation: ${link}`,
      '',
      'This link works once and expires in 14 days. If you were not expecting it, you can ignore this e-mail.',
    ]);
  });

  it('tells a Co-Caregiver they will also create and send activities', () => {
    const { text } = invitationEmail({ inviterName: 'Nora', teamName: 'The Hills', role: 'OWNER', link });
    expect(text).toContain('join The Hills on Care With as a Co-Caregiver.');
    expect(text).toContain(
      'You will be able to see activities and progress, get updates, and create and send activities.',
    );
  });
});
