import { TEAM_ROLE_LABELS } from '@carewith/contracts';
import { messagesIn } from '@carewith/platform';
import { invitationEmail } from './invitation-email';

const link = 'https://carewith.test/invite/accept?token=abc';

describe('the invitation e-mail', () => {
  it('says who invites them to which team, as a Family Helper, and what a Family Helper can do', () => {
    const { subject, text } = invitationEmail({
      inviterName: 'Nora Keeper',
      teamName: 'The Hills',
      role: 'SIBLING',
      link,
      language: null,
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
    const { text } = invitationEmail({
      inviterName: 'Nora',
      teamName: 'The Hills',
      role: 'OWNER',
      link,
      language: 'en',
    });
    expect(text).toContain('join The Hills on Care With as a Co-Caregiver.');
    expect(text).toContain(
      'You will be able to see activities and progress, get updates, and create and send activities.',
    );
  });

  it('says the roles as the caregiver screens name them in English', () => {
    expect(messagesIn('en')('email.role.OWNER')).toBe(TEAM_ROLE_LABELS.OWNER);
    expect(messagesIn('en')('email.role.SIBLING')).toBe(TEAM_ROLE_LABELS.SIBLING);
  });

  it('goes out in the inviter’s Spanish, every line of it', () => {
    const sibling = invitationEmail({
      inviterName: 'Nora Keeper',
      teamName: 'Los Díaz',
      role: 'SIBLING',
      link,
      language: 'es',
    });
    expect(sibling.subject).toBe('Nora Keeper le invita a Los Díaz en Care With');
    expect(sibling.text.split('\n')).toEqual([
      'Hola:',
      '',
      'Nora Keeper le ha invitado a unirse a Los Díaz en Care With como Familiar colaborador/a.',
      'Podrá ver las actividades y los avances, y recibir novedades.',
      '',
      `Acepte la invitación aquí: ${link}`,
      '',
      'Este enlace solo funciona una vez y caduca en 14 días. Si no esperaba este mensaje, puede ignorarlo.',
    ]);
    const owner = invitationEmail({ inviterName: 'Nora', teamName: 'Los Díaz', role: 'OWNER', link, language: 'es' });
    expect(owner.text).toContain(
      'como Cocuidador/a.\nPodrá ver las actividades y los avances, recibir novedades, y crear y enviar actividades.',
    );
  });

  // Decision 260: a team the product named is named in the e-mail's language, in the subject and body.
  it("names a generated team in the inviter's language: Equipo de Lucía, not Lucía's Care Team", () => {
    const spanish = invitationEmail({
      inviterName: 'Lucía Díaz',
      teamName: "Lucía Díaz's Care Team",
      teamNamedAfter: 'Lucía Díaz',
      role: 'SIBLING',
      link,
      language: 'es',
    });
    expect(spanish.subject).toBe('Lucía Díaz le invita a Equipo de Lucía Díaz en Care With');
    expect(spanish.text).toContain('unirse a Equipo de Lucía Díaz en Care With');
    expect(`${spanish.subject} ${spanish.text}`).not.toContain('Care Team');
    const english = invitationEmail({
      inviterName: 'Nora',
      teamName: "Nora's Care Team",
      teamNamedAfter: 'Nora',
      role: 'SIBLING',
      link,
      language: 'en',
    });
    expect(english.subject).toBe("Nora invited you to Nora's Care Team on Care With");
  });
});
