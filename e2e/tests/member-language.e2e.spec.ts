import { LANGUAGE_MESSAGE, letterDay, letterWeekAt, nextLetterAt } from '@carewith/contracts';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import {
  aCaregiver,
  addMember,
  addPlayableActivity,
  aMember,
  anActivity,
  aPersonStep,
  FieldError,
  Member,
  playThrough,
  signUp,
  useMailedSystem,
} from '../support/fixtures';
import { queryDb } from '../support/systems';

jest.setTimeout(300_000);

const NY = 'America/New_York';
type AuthUser = { id: string; language: string | null };

// A member chooses their language; the e-mails they get (the completion e-mail, the weekly
// letter) and the invitations they send come in it, through a real SMTP server.
describe('a member’s language, and the e-mails in it (embedded profile, real SMTP)', () => {
  const { smtp, address, world } = useMailedSystem((address) => ({
    browser: true,
    caregiver: { name: 'Nora English', email: address('nora') },
    lovedOne: { firstName: 'Rose', lastName: 'Vega', timeZone: NY },
  }));
  let ana: Member;
  const mailTo = (who: string, subject: RegExp) =>
    expectEventually(
      async () => {
        const found = smtp.received.filter((m) => m.to.includes(address(who)) && subject.test(m.mail.subject ?? ''));
        expect(found).toHaveLength(1);
        return { subject: found[0]!.mail.subject!, text: found[0]!.mail.text ?? '', html: String(found[0]!.mail.html) };
      },
      { timeoutMs: 60_000 },
    );
  const language = (api: ApiClient) => api.json<AuthUser>('GET', '/api/auth/user').then((r) => r.body.language);

  // The team's name as the first sign-in made it.
  let teamName: string;

  beforeAll(async () => {
    ana = await addMember(
      world.system,
      world.caregiver,
      aMember({ name: 'Ana Díaz', email: address('ana'), role: 'OWNER' }),
    );
    const teams = await world.api.json<{ id: string; name: string }[]>('GET', '/api/care-teams');
    teamName = teams.body.find((t) => t.id === world.caregiver.teamId)!.name;
  });

  it('is chosen with PUT /api/account/language: signed in only, validated, shown by GET /api/auth/user', async () => {
    // Nobody has chosen yet: null (the screens and e-mails read English).
    expect(await language(world.api)).toBeNull();
    expect(await language(ana.api)).toBeNull();

    const visitor = new ApiClient(world.system.url);
    expect((await visitor.json('PUT', '/api/account/language', { language: 'es' })).status).toBe(401);

    for (const body of [{ language: 'fr' }, { language: 'ES' }, { language: null }, { language: 7 }, {}]) {
      const refused = await ana.api.json<{ errors: FieldError[] }>('PUT', '/api/account/language', body);
      expect([body, refused.status, refused.body.errors]).toEqual([
        body,
        400,
        [{ field: 'language', message: LANGUAGE_MESSAGE }],
      ]);
    }
    expect((await ana.api.json('PUT', '/api/account/language', { language: 'es', extra: 1 })).status).toBe(400);
    // Without the anti-forgery token, as every other write.
    expect(
      (await ana.api.request('PUT', '/api/account/language', { json: { language: 'es' }, csrf: false })).status,
    ).toBe(403);
    const stored = () =>
      queryDb<{ language: string | null }>(
        world.system.databaseUrl,
        'SELECT language FROM identity.users WHERE id = $1',
        [ana.id],
      );
    expect(await stored()).toEqual([{ language: null }]);

    // Ana on a second device: its session learns the choice too, without signing in again.
    const { api: otherDevice } = await signUp(world.system, aCaregiver({ name: 'Ana Díaz', email: address('ana') }));
    expect(await ana.api.json('PUT', '/api/account/language', { language: 'es' })).toEqual({
      status: 200,
      body: { language: 'es' },
    });
    expect(await stored()).toEqual([{ language: 'es' }]);
    expect(await language(ana.api)).toBe('es');
    expect(await language(otherDevice)).toBe('es');
    // Nobody else's changes.
    expect(await language(world.api)).toBeNull();
    // A new sign-in keeps it.
    const { api: again } = await signUp(world.system, aCaregiver({ name: 'Ana Díaz', email: address('ana') }));
    expect(await language(again)).toBe('es');
  });

  it('an invitation goes out in the inviter’s language', async () => {
    const invite = (api: ApiClient, who: string) =>
      api.json('POST', '/api/invite', { email: address(who), role: 'SIBLING', careTeamId: world.caregiver.teamId });
    expect((await invite(ana.api, 'ines')).status).toBe(201);
    expect((await invite(world.api, 'ian')).status).toBe(201);

    const spanish = await mailTo('ines', /Care With/);
    // The team's name was given by the product after Nora: Spanish names it in Spanish (decision 260).
    const equipo = 'Equipo de Nora';
    expect(teamName).toBe("Nora's Care Team");
    expect(spanish.subject).toBe(`Ana Díaz le invita a ${equipo} en Care With`);
    const lines = spanish.text.trim().split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Hola:',
      '',
      `Ana Díaz le ha invitado a unirse a ${equipo} en Care With como Familiar colaborador/a.`,
      'Podrá ver las actividades y los avances, y recibir novedades.',
    ]);
    expect(spanish.text).toMatch(/Acepte la invitación aquí: http:\/\/\S+\/invite\/accept\?token=/);
    expect(spanish.text).toContain('Este enlace solo funciona una vez y caduca en 14 días.');

    const english = await mailTo('ian', /Care With/);
    expect(english.subject).toBe(`Nora English invited you to ${teamName} on Care With`);
    expect(english.text).toContain(`Nora English has invited you to join ${teamName} on Care With as a Family Helper.`);
  });

  it('the completion e-mail and the weekly letter reach each member in their own language', async () => {
    const game = await addPlayableActivity(
      world,
      anActivity({
        title: 'Places Rose loves',
        templateId: 'places-flashcards',
        seniorId: world.lovedOne.id,
        steps: [
          { id: 'a', name: 'Elm Street kitchen', description: 'Where Mum baked bread on Sundays.' },
          { id: 'b', name: 'The old pier', description: 'Ice cream every summer.' },
          { id: 'c', name: 'The allotment', description: 'Runner beans and a shed full of tools.' },
        ],
      }),
    );
    // Every place known at once but the second.
    await playThrough(world.system, game.token, ['know', 'unsure', 'know']);

    const terminó = await mailTo('ana', /^Rose terminó/);
    expect(terminó.subject).toBe('Rose terminó "Places Rose loves"');
    expect(terminó.text.trim().split('\n')).toEqual([
      'Hola, Ana:',
      '',
      'Rose acaba de terminar la actividad "Places Rose loves" (Lugares conocidos).',
      expect.stringMatching(/^Cómo le fue: \d de 3 bien \(\d+ %\), en menos de 1 min\.$/),
      'Una palabra cariñosa o una llamada sobre ello puede alegrarle el día.',
      '',
      `Ver la actividad: ${world.system.url}/games/${game.gameId}`,
      '',
      `Recibe este correo porque forma parte del equipo de cuidado de Rose en Care With. Para dejar de recibir estos correos, desactive "Cuando un ser querido completa una actividad" en la página de su cuenta: ${world.system.url}/account`,
    ]);
    const finished = await mailTo('nora', /^Rose finished/);
    expect(finished.subject).toBe('Rose finished "Places Rose loves"');
    expect(finished.text).toContain(
      'Hello Nora,\n\nRose just finished the activity "Places Rose loves" (Familiar Places).',
    );

    // Sunday evening in Rose's zone: the letter, written once, in two languages.
    const at = new Date(nextLetterAt(new Date(), NY).getTime() + 30 * 60_000);
    const week = letterWeekAt(at, NY);
    const ran = await world.api.json('POST', '/api/dev/weekly-letters', { at: at.toISOString() });
    expect(ran).toEqual({ status: 200, body: { queued: 1 } });

    const carta = await mailTo('ana', /^La semana de Rose/);
    expect(carta.subject).toBe('La semana de Rose: 1 actividad realizada');
    for (const line of [
      'Hola, Ana:',
      `Esta es la semana de Rose en Care With: los 7 días hasta el ${letterDay(week.to.toISOString(), NY, 'es')}.`,
      'LO QUE HIZO ROSE',
      `- "Places Rose loves" (Lugares conocidos), ${letterDay(new Date().toISOString(), NY, 'es')}: 2 de 3 al primer intento, en menos de 1 min.`,
      'CÓMO LE FUE',
      'Rose terminó 1 actividad esta semana, y ninguna la semana anterior. 2 de 3 respuestas salieron al primer intento.',
      'A QUIÉN LE TOCA',
      `Leer esta carta en la aplicación: ${world.system.url}/digest?week=${week.sunday}`,
      `Para dejar de recibirla, desactive "La carta semanal de la familia" en la página de su cuenta: ${world.system.url}/account`,
    ])
      expect(carta.text).toContain(line);
    expect(carta.text).toMatch(/Esta semana le toca a (usted|Nora) enviarle una actividad a Rose\./);
    expect(carta.html).toMatch(/<html lang="es">/);

    const letter = await mailTo('nora', /^Rose's week/);
    expect(letter.subject).toBe("Rose's week: 1 activity played");
    expect(letter.text).toContain(
      'Rose finished 1 activity this week, and none the week before. 2 of 3 answers came on the first try.',
    );
    expect(letter.html).toMatch(/<html lang="en">/);
  });

  // A mixed family (decision 261): a report the built-in writer wrote for Ana is kept as its kind and
  // figures, and each member reads it in their own language: Nora never meets Ana's Spanish.
  it('one activity report reads in Spanish to Ana and in English to Nora, on her screens too', async () => {
    const steps = [aPersonStep('a', 'Emma'), aPersonStep('b', 'Liam'), aPersonStep('c', 'Noah')];
    const game = await addPlayableActivity(world, anActivity({ seniorId: world.lovedOne.id, steps }));
    await playThrough(world.system, game.token, ['Someone else', 'Someone else', 'Someone else']);
    // Asked once the read model has the completion (a report of an activity not yet completed is refused).
    const asked = await expectEventually(async () => {
      const res = await ana.api.json<{ output: string }>('POST', `/api/ai/assessments/${game.gameId}`, {});
      expect(res.status).toBe(201);
      return res;
    });
    expect(asked.body.output).toMatch(/^Rose completó "Fotos de la familia" con 0 de \d+ respuestas bien/);

    const reports = (api: ApiClient) =>
      api.json<{ output: string }[]>('GET', `/api/ai/reports?gameId=${game.gameId}`).then((r) => r.body);
    const [forNora] = await reports(world.api);
    expect(forNora!.output).toMatch(/^Rose completed "Family Photo Match" with 0 of \d+ answers right/);
    expect(forNora!.output).not.toMatch(/completó|respuestas/);
    expect((await reports(ana.api))[0]!.output).toMatch(/^Rose completó/);

    const page = await world.page();
    await page.goto(`${world.system.url}/games/${game.gameId}`);
    const latest = page.getByRole('region', { name: 'Latest AI Report' });
    await latest.getByText(/^Rose completed "Family Photo Match" with 0 of/).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/completó|respuestas bien/);
    await page.goto(`${world.system.url}/seniors/${world.lovedOne.id}/insights`);
    await page
      .getByText(/^Rose completed "Family Photo Match" with 0 of/)
      .first()
      .waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/completó|respuestas bien/);
  });
});

// The same choice over NATS: the gateway asks identity, and care reads the inviter's language back.
describe('a member’s language in the distributed profile', () => {
  const { smtp, address, world } = useMailedSystem((address) => ({
    profile: 'distributed',
    caregiver: { name: 'Dora Díaz', email: address('dora') },
  }));

  it('is stored by identity and followed by the invitations the member sends', async () => {
    expect(await world.api.json('PUT', '/api/account/language', { language: 'es' })).toEqual({
      status: 200,
      body: { language: 'es' },
    });
    expect((await world.api.json<AuthUser>('GET', '/api/auth/user')).body.language).toBe('es');
    const invite = await world.api.json('POST', '/api/invite', {
      email: address('hugo'),
      role: 'OWNER',
      careTeamId: world.caregiver.teamId,
    });
    expect(invite.status).toBe(201);
    await expectEventually(
      async () => {
        const [mail] = smtp.received.filter((m) => m.to.includes(address('hugo')));
        expect(mail?.mail.subject).toMatch(/^Dora Díaz le invita a .+ en Care With$/);
        expect(mail?.mail.text).toContain('en Care With como Cocuidador/a.');
      },
      { timeoutMs: 60_000 },
    );
  });
});
