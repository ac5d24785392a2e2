import { homeInvitationEmail } from './home-invitation-email';

const LINK = 'https://carewith.example/home-invitations/abc';

describe("a care home's staff invitation e-mail", () => {
  it('says who invites them to which home as what, what they will do, the link and its expiry', () => {
    const mail = homeInvitationEmail({
      inviterName: 'Mona Manager',
      homeName: 'Oak House',
      role: 'COORDINATOR',
      link: LINK,
      language: null,
    });
    expect(mail.subject).toBe('Mona Manager invited you to Oak House on Care With');
    expect(mail.text).toContain(
      'Mona Manager has invited you to join the staff of Oak House on Care With as an Activity Coordinator.',
    );
    expect(mail.text).toContain('run group sessions and keep activity records');
    expect(mail.text).toContain(`Accept the invitation: ${LINK}`);
    expect(mail.text).toContain('expires in 14 days');
  });

  it("is written in the inviter's language", () => {
    const mail = homeInvitationEmail({
      inviterName: 'Mona',
      homeName: 'Casa Roble',
      role: 'MANAGER',
      link: LINK,
      language: 'es',
    });
    expect(mail.subject).toBe('Mona le invita a Casa Roble en Care With');
    expect(mail.text).toContain('como responsable de la residencia');
  });
});
