import { randomUUID } from 'node:crypto';
import { ActivityCompletedNotice } from '@carewith/contracts';
import { completionEmail } from './completion-email';

const notice = (over: Partial<ActivityCompletedNotice> = {}): ActivityCompletedNotice => ({
  gameInstanceId: randomUUID(),
  seniorId: randomUUID(),
  title: 'Family Photo Match',
  templateId: 'grandkid-match',
  correctAnswers: 4,
  totalSteps: 5,
  accuracy: 0.8,
  totalTimeMs: 185_000,
  ...over,
});
const mail = (
  n: ActivityCompletedNotice,
  recipientFirstName: string | null = 'Ann',
  recipientLanguage: string | null = null,
) =>
  completionEmail({
    recipientFirstName,
    recipientLanguage,
    lovedOneName: 'Rose',
    notice: n,
    activityUrl: 'https://carewith.test/games/1',
    settingsUrl: 'https://carewith.test/account',
  });

describe('the completion e-mail', () => {
  it('says who finished which activity and how it went, in plain words', () => {
    const { subject, text } = mail(notice());
    expect(subject).toBe('Rose finished "Family Photo Match"');
    expect(text).toContain('Hello Ann,');
    // The template is not repeated when the activity carries its name.
    expect(text).toContain('Rose just finished the activity "Family Photo Match".');
    expect(text).toContain('How it went: 4 of 5 right (80%), in 3 min.');
    expect(text).toContain('See the activity: https://carewith.test/games/1');
    expect(text).not.toMatch(/dementia|decline|cognitive|diagnos/i);
  });

  it('names the template beside an activity of its own title, and handles short plays and no name', () => {
    const { text } = mail(notice({ title: 'Our street', templateId: 'places-flashcards', totalTimeMs: 65_000 }), null);
    expect(text).toMatch(/^Hello,\n/);
    expect(text).toContain('Rose just finished the activity "Our street" (Familiar Places).');
    expect(text).toContain('in 1 min.');
    expect(mail(notice({ totalTimeMs: 20_000 })).text).toContain('in under 1 min.');
    expect(mail(notice({ title: '  ' })).subject).toBe('Rose finished "Family Photo Match"');
  });

  it('keeps every English word for a member who chose English', () => {
    expect(mail(notice(), 'Ann', 'en')).toEqual(mail(notice(), 'Ann', null));
    expect(mail(notice()).text.split('\n')).toEqual([
      'Hello Ann,',
      '',
      'Rose just finished the activity "Family Photo Match".',
      'How it went: 4 of 5 right (80%), in 3 min.',
      'A kind word or a call about it can make their day.',
      '',
      'See the activity: https://carewith.test/games/1',
      '',
      'You get this e-mail because you are in Rose\'s care team on Care With. To stop these e-mails, turn off "When a loved one completes an activity" on your account page: https://carewith.test/account',
    ]);
  });

  it('speaks Spanish to a member who chose it, the template’s name in Spanish too', () => {
    const { subject, text } = mail(notice(), 'Ana', 'es');
    expect(subject).toBe('Rose terminó "Fotos de la familia"');
    expect(text.split('\n')).toEqual([
      'Hola, Ana:',
      '',
      'Rose acaba de terminar la actividad "Fotos de la familia".',
      'Cómo le fue: 4 de 5 bien (80 %), en 3 min.',
      'Una palabra cariñosa o una llamada sobre ello puede alegrarle el día.',
      '',
      'Ver la actividad: https://carewith.test/games/1',
      '',
      'Recibe este correo porque forma parte del equipo de cuidado de Rose en Care With. Para dejar de recibir estos correos, desactive "Cuando un ser querido completa una actividad" en la página de su cuenta: https://carewith.test/account',
    ]);
    const own = mail(
      notice({ title: 'Nuestra calle', templateId: 'places-flashcards', totalTimeMs: 20_000 }),
      null,
      'es',
    );
    expect(own.text).toMatch(/^Hola:\n/);
    expect(own.text).toContain('Rose acaba de terminar la actividad "Nuestra calle" (Lugares conocidos).');
    expect(own.text).toContain('en menos de 1 min.');
  });
});
