import { Page } from 'playwright-core';
import { expectEventually } from '@carewith/platform/testing';
import { DESKTOP, PHONE, reloadUntilVisible, scan, screenshot, shootAndScan } from '../support/browser';
import {
  addActivity,
  addLovedOne,
  aLovedOne,
  anActivity,
  playLink,
  refusedLovedOne,
  useSystem,
} from '../support/fixtures';

jest.setTimeout(240_000);

type Refusal = { errors: { field: string; message: string }[] };
type Senior = { id: string; firstName: string; language: string };
type OutboxEntry = { channel: string; to: string; body: string };

const LANGUAGE_MESSAGE = 'Language must be one of: English, Spanish (Español)';
const ES_STOP = 'Responda STOP para no recibir más mensajes.';
const ES_DEFAULT_MESSAGE =
  'Preparamos una actividad de recuerdos especialmente para usted. Toque el enlace de abajo para disfrutarla cuando quiera. Con cariño, su familia';

// A loved one who reads Spanish gets their play page, their texts and the sample steps in
// Spanish; the caregivers' screens stay English.
describe('a loved one who reads Spanish (embedded profile, Chromium)', () => {
  const world = useSystem({ shared: true, browser: true, caregiver: { name: 'Carmen Caregiver' } });
  // The caregiver's page, kept from test to test.
  let page: Page;
  let rosa: Senior;
  let placesId: string;
  let playUrl: string;
  const phone = `+1202555${String(Date.now()).slice(-4)}`;

  const lang = (p: Page) => p.evaluate(() => document.documentElement.lang);
  const outbox = async () => (await world.api.json<OutboxEntry[]>('GET', '/api/dev/outbox')).body;
  const phoneContext = () => world.phone();

  beforeAll(async () => {
    page = await world.page();
  });

  it('the caregiver chooses Spanish on Add Your Loved One; the profile says so, in English', async () => {
    await page.goto(`${world.system.url}/seniors/new`);
    await page.getByRole('heading', { level: 1, name: 'Add Your Loved One' }).waitFor();
    const language = page.getByLabel('Their language', { exact: true });
    expect(await language.inputValue()).toBe('en');
    expect(await language.locator('option').allTextContents()).toEqual(['English', 'Spanish (Español)']);
    await page
      .getByText(
        'Their play page, the texts we send them and the sample steps are in this language. Your screens keep your own language.',
        { exact: true },
      )
      .waitFor();
    await page.getByLabel('First Name', { exact: true }).fill('Rosa');
    await page.getByLabel('Last Name', { exact: true }).fill('Díaz');
    await page.getByLabel('Phone Number (optional)', { exact: true }).fill(phone);
    await language.selectOption({ label: 'Spanish (Español)' });
    await shootAndScan(page, 'language-add-senior');
    await page.getByRole('button', { name: 'Add Loved One', exact: true }).click();
    await page.waitForURL(/\/seniors\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    rosa = (await world.api.json<Senior>('GET', `/api/seniors/${id}`)).body;
    expect(rosa).toMatchObject({ firstName: 'Rosa', language: 'es' });

    await page.getByRole('tab', { name: 'Details' }).click();
    const details = page.getByRole('region', { name: 'Profile Details' });
    const term = details.locator('dt', { hasText: 'Language' });
    await term.waitFor();
    expect(await term.locator('xpath=following-sibling::dd').textContent()).toBe('Spanish (Español)');
    expect(await lang(page)).toBe('en');
    await shootAndScan(page, 'language-profile');

    // Edit keeps it, and can change it.
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('form', { name: 'Edit profile' });
    expect(await edit.getByLabel('Their language', { exact: true }).inputValue()).toBe('es');
    await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
  });

  // An absent language is English, and a changed one is kept: care's integration tests
  // (services/care/src/seniors/senior-language.int.spec.ts).
  it('refuses a language it does not know, with the field and the choices, and keeps hers', async () => {
    const french = aLovedOne({ firstName: 'Pierre', lastName: 'Martin', language: 'fr' });
    expect(await refusedLovedOne(world.api, french)).toEqual([{ field: 'language', message: LANGUAGE_MESSAGE }]);
    const patched = await world.api.json<Refusal>('PATCH', `/api/seniors/${rosa.id}`, { language: 'Spanish' });
    expect(patched.status).toBe(400);
    expect(patched.body.errors).toEqual([{ field: 'language', message: LANGUAGE_MESSAGE }]);
    expect((await world.api.json<Senior>('GET', `/api/seniors/${rosa.id}`)).body.language).toBe('es');
  });

  it('a new activity suggests a Spanish name and previews the Spanish sample steps; the form stays English', async () => {
    await page.goto(`${world.system.url}/games/new?seniorId=${rosa.id}`);
    await page.getByRole('radio', { name: 'Familiar Places', exact: true }).check();
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 2, name: 'Customize Your Activity' }).waitFor();
    const name = main.getByLabel('Activity Name', { exact: true });
    await expectEventually(async () => expect(await name.inputValue()).toBe('Lugares conocidos'));
    const preview = main.getByRole('region', { name: 'Preview' });
    await preview.getByText('What Rosa will see: sample step 1 of 5.', { exact: true }).waitFor();
    const frame = preview.locator('[lang="es"]');
    await frame.getByText('La casa de la familia', { exact: true }).waitFor();
    for (const text of [
      'De su familia, con cariño',
      '¿Recuerda este lugar?',
      '¡Sí, lo recuerdo!',
      'No me acuerdo bien',
    ])
      await frame.getByText(text, { exact: true }).waitFor();
    await frame.getByText('Pregunta 1 de 5', { exact: true }).waitFor();
    await frame.getByText('¿Necesita ayuda?', { exact: true }).waitFor();
    await shootAndScan(page, 'language-new-activity');

    // An English loved one's name follows when the loved one changes, and back.
    const ada = await addLovedOne(world.api, aLovedOne({ firstName: 'Ada', lastName: 'Lovelace' }));
    await page.reload();
    await page.getByRole('radio', { name: 'Familiar Places', exact: true }).check();
    await expectEventually(async () => expect(await name.inputValue()).toBe('Lugares conocidos'));
    await main.getByLabel('For Loved One', { exact: true }).selectOption(ada.id);
    await expectEventually(async () => expect(await name.inputValue()).toBe('Familiar Places'));
    await main.getByRole('region', { name: 'Preview' }).getByText('The family home', { exact: true }).waitFor();
    await main.getByLabel('For Loved One', { exact: true }).selectOption(rosa.id);
    await expectEventually(async () => expect(await name.inputValue()).toBe('Lugares conocidos'));

    await main.getByRole('button', { name: 'Create Activity', exact: true }).click();
    await page.getByText('Activity created successfully', { exact: true }).first().waitFor();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    placesId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: 'Lugares conocidos', exact: true }).waitFor();
    expect(await lang(page)).toBe('en');
  });

  it('the Send Activity wizard writes the text in Spanish, STOP line too', async () => {
    await page.goto(`${world.system.url}/assign?gameId=${placesId}&seniorId=${rosa.id}`);
    await page.getByRole('heading', { level: 1, name: 'Send Activity' }).waitFor();
    // ?gameId= opens the wizard at step 2 with Rosa chosen. Each step's heading is awaited before its Next
    // is pressed: a step change renders in a transition, so a busy machine can still show the old step's
    // button for a moment after the press (CI once pressed a Next that was on its way out).
    await page.getByRole('heading', { level: 2, name: 'Select Loved One' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Rosa Díaz' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Confirm & Send' }).waitFor();
    const message = page.getByLabel('Personal Message (optional)');
    await expectEventually(async () => expect(await message.inputValue()).toBe(`¡Hola, Rosa! ${ES_DEFAULT_MESSAGE}`));
    expect(await message.getAttribute('lang')).toBe('es');
    await page
      .getByText("The link to the activity is added after your message. Rosa's texts are in Spanish (Español).", {
        exact: true,
      })
      .waitFor();
    await shootAndScan(page, 'language-wizard-confirm');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Activity Sent!' }).waitFor();
    playUrl = await page.getByLabel('Play link').inputValue();

    const text = await expectEventually(async () => {
      const found = (await outbox()).find((m) => m.channel === 'sms' && m.to === phone);
      if (!found) throw new Error('not in the outbox yet');
      return found;
    });
    expect(text.body).toBe(`¡Hola, Rosa! ${ES_DEFAULT_MESSAGE}\n${playUrl}\n${ES_STOP}`);
  });

  it('the play link at 390 px: every word in Spanish, lang="es", axe clean, played through to the Spanish close', async () => {
    const { play } = await phoneContext();
    await play.goto(playUrl);
    await play.getByRole('heading', { level: 2, name: 'La casa de la familia', exact: true }).waitFor();
    expect(await lang(play)).toBe('es');
    expect(await play.title()).toBe('Lugares conocidos');
    await play.getByText('¡Hola, Rosa!', { exact: true }).waitFor();
    await play.getByRole('heading', { level: 1, name: 'Lugares conocidos', exact: true }).waitFor();
    await play.getByText('De su familia, con cariño', { exact: true }).waitFor();
    await play.getByText('¿Recuerda este lugar?', { exact: true }).waitFor();
    const count = play.getByText(/^Pregunta 1 de \d$/);
    const total = Number((await count.textContent())!.split(' ').pop());
    const progress = play.getByRole('progressbar', { name: 'Progreso' });
    expect(await progress.getAttribute('aria-valuetext')).toBe(`Pregunta 1 de ${total}`);
    if (await play.evaluate(() => 'speechSynthesis' in window))
      await play.getByRole('button', { name: 'Escuchar otra vez', exact: true }).waitFor();
    await screenshot(play, 'language-play-step-390');
    await scan(play);

    await play.getByRole('button', { name: '¿Necesita ayuda?', exact: true }).tap();
    const help = play.getByRole('dialog', {
      name: '¡Tómese su tiempo! Toque la respuesta que le parezca bien.',
    });
    await help.waitFor();
    await scan(play);
    await help.getByRole('button', { name: 'Cerrar', exact: true }).tap();
    await play.getByRole('button', { name: '¿Quién ve esto?', exact: true }).tap();
    const who = play.getByRole('dialog', { name: /^Solo su familia ve qué actividades hizo/ });
    await who.waitFor();
    await screenshot(play, 'language-play-who-sees-390');
    await who.getByRole('button', { name: 'Cerrar', exact: true }).tap();

    // Gentle mode: "No me acuerdo bien" brings the family's words and asks once more; twice ends kindly.
    await play.getByRole('button', { name: 'No me acuerdo bien', exact: true }).tap();
    await play
      .getByText('La casa de la puerta azul donde crecieron los niños. ¿Le resulta conocido ahora?', { exact: true })
      .waitFor();
    await scan(play);
    await play.getByRole('button', { name: 'No me acuerdo bien', exact: true }).tap();
    await play
      .getByText('No pasa nada. Volveremos a ver La casa de la familia en otra ocasión.', { exact: true })
      .waitFor();
    await screenshot(play, 'language-play-cue-390');
    await play.getByRole('button', { name: 'Siguiente', exact: true }).tap();
    for (let n = 2; n <= total; n++) {
      await play.getByText(`Pregunta ${n} de ${total}`, { exact: true }).waitFor();
      await play.getByRole('button', { name: '¡Sí, lo recuerdo!', exact: true }).tap();
    }
    const done = 'Maravilloso! ¡Completó la actividad! Su familia verá lo bien que lo hizo.';
    await play.getByRole('heading', { level: 2, name: `¡${done}`, exact: true }).waitFor();
    await screenshot(play, 'language-play-done-390');
    await scan(play);

    // The caregiver's screens stay English, the result in English words.
    await page.goto(`${world.system.url}/games/${placesId}`);
    await page.getByRole('heading', { level: 1, name: 'Lugares conocidos', exact: true }).waitFor();
    await reloadUntilVisible(page.getByText('Activity Completed', { exact: true }).first());
    expect(await lang(page)).toBe('en');
    await shootAndScan(page, 'language-caregiver-activity');
  });

  it("the caregiver's preview of the play page is in Spanish, its banner in English", async () => {
    const preview = await world.page({ viewport: PHONE });
    await preview.goto(`${world.system.url}/play/preview/${placesId}`);
    await preview.getByRole('heading', { level: 2, name: 'La casa de la familia', exact: true }).waitFor();
    const banner = preview.getByText('Preview — answers are not saved', { exact: true });
    expect(await banner.getAttribute('lang')).toBe('en');
    expect(await lang(preview)).toBe('es');
    await scan(preview);
  });

  // Send SMS without a message (the default text in Spanish) and the play API's words in her language
  // are games' integration tests (services/games/src/language/loved-one-language.int.spec.ts).

  it('a Spanish recipe reloads in Spanish without a connection (its screen and words kept by the service worker)', async () => {
    const game = await addActivity(
      world.api,
      anActivity({
        title: 'En la cocina',
        templateId: 'recipe-sequencing',
        seniorId: rosa.id,
        config: { gentle: false },
      }),
    );
    const link = await playLink(world.api, game.id);
    const { context, play } = await phoneContext();
    // The worker arrives after the page loaded its chunks (a slow first visit): it must find them itself.
    let releaseWorker!: () => void;
    const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve));
    await context.route('**/play-sw.js', async (route) => {
      await workerHeld;
      await route.continue();
    });
    await play.goto(link.playUrl);
    const check = play.getByRole('button', { name: 'Revisar el orden de la receta', exact: true });
    await check.waitFor();
    expect(await play.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    releaseWorker();
    await play.getByRole('list', { name: 'Pasos de Una taza de té' }).waitFor();
    await play.getByText('Ponga en orden los pasos para preparar una taza de té.', { exact: true }).waitFor();
    expect(await play.getByRole('button', { name: /^Subir: “.+”$/ }).count()).toBeGreaterThan(0);
    await play.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await scan(play);

    await context.setOffline(true);
    await play.reload();
    await check.waitFor();
    expect(await lang(play)).toBe('es');
    await play
      .getByRole('button', { name: /^Bajar: “.+”$/ })
      .first()
      .waitFor();
    await screenshot(play, 'language-recipe-offline-390');
    await scan(play);
    await context.setOffline(false);
  });

  it('a link that leads nowhere speaks the language last used on this phone', async () => {
    const { play } = await phoneContext();
    await play.goto(playUrl);
    await play.getByRole('heading', { level: 1, name: 'Lugares conocidos', exact: true }).waitFor();
    await play.goto(`${world.system.url}/play/not-a-real-token`);
    await play.getByRole('heading', { level: 1, name: 'Actividad no encontrada', exact: true }).waitFor();
    await play.getByText('Puede que este enlace haya caducado o que ya no esté disponible.', { exact: true }).waitFor();
    expect(await lang(play)).toBe('es');
    expect(await play.title()).toBe('Su actividad — Care With');
    await play.setViewportSize(DESKTOP);
    await scan(play);
  });
});
