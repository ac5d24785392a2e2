import { letterDay, letterWeekAt, nextLetterAt, rotaTurn } from '@carewith/contracts';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { holdRequests, shootAndScan } from '../support/browser';
import {
  aCaregiver,
  addActivity,
  addLovedOne,
  addMember,
  addPlayableActivity,
  aLovedOne,
  aMember,
  anActivity,
  expectSwitchRefusesBadInput,
  playThrough,
  signUp,
  useMailedSystem,
} from '../support/fixtures';
import { seedActivity } from '../support/seed';
import { queryDb } from '../support/systems';

jest.setTimeout(300_000);

type Letter = {
  id: string;
  seniorId: string;
  firstName: string;
  sunday: string;
  played: { gameInstanceId: string; title: string; howItWent: string }[];
  summary: string;
  knowsWell: string[];
  slipping: string[];
  starters: { id: string; text: string; activityTitle: string }[];
  rota: { userId: string; firstName: string | null } | null;
};
type WeeklyLetters = {
  week: string | null;
  weeks: string[];
  letters: Letter[];
  waiting: { seniorId: string; firstName: string; nextLetterAt: string }[];
};

const DAY = 86_400_000;
const NY = 'America/New_York';
// A title that would be markup if it were not escaped.
const TRICKY_TITLE = `Nan's <kitchen> & "garden"`;

// The letter through the whole system: the switch, the run through the gateway, the e-mails at a real
// SMTP server as messaging sent them, the /digest route and screen. What the letter says, to whom and
// once, across NATS and BullMQ, is insights': services/insights/src/weekly-letter/weekly-letters.int.spec.ts.
describe('the weekly family letter through a real SMTP server (embedded profile)', () => {
  const { smtp, address, world } = useMailedSystem((address) => ({
    from: 'Care With <letters@carewith.test>',
    browser: true,
    caregiver: { name: 'Nora Letter', email: address('nora') },
  }));
  let teamId: string;
  const members = {} as Record<'cora' | 'hal' | 'quinn', { api: ApiClient; id: string }>;
  let rose: string;
  let lily: string;
  // The run's moment: the coming Sunday at 17:30 in New York, Rose's zone.
  let at: Date;
  let sunday: string;
  const letters = () => smtp.received.filter((m) => /'s week/.test(m.mail.subject ?? ''));
  const lettersTo = (who: string) => letters().filter((m) => m.to.includes(who));

  async function join(who: keyof typeof members, name: string, role: 'OWNER' | 'SIBLING') {
    members[who] = await addMember(world.system, world.caregiver, aMember({ name, email: address(who), role }));
  }

  // Played through the play API: every place known at once but the second.
  async function played(seniorId: string, title: string) {
    const steps = [
      { id: 'a', name: 'Elm Street kitchen', description: 'Where Mum baked bread on Sundays.' },
      { id: 'b', name: 'The old pier', description: 'Ice cream every summer.' },
      { id: 'c', name: 'The allotment', description: 'Runner beans and a shed full of tools.' },
    ];
    const game = await addPlayableActivity(
      world,
      anActivity({ title, templateId: 'places-flashcards', seniorId, steps }),
    );
    await playThrough(world.system, game.token, ['know', 'unsure', 'know']);
    return game.gameId;
  }

  const run = (api: ApiClient, when: Date) =>
    api.json<{ queued: number; errors?: unknown }>('POST', '/api/dev/weekly-letters', { at: when.toISOString() });

  beforeAll(async () => {
    teamId = world.caregiver.teamId!;
    await join('cora', 'Cora Cocare', 'OWNER');
    await join('hal', 'Hal Helper', 'SIBLING');
    await join('quinn', 'Quinn Quiet', 'SIBLING');
    const senior = async (firstName: string, timeZone: string) =>
      (await addLovedOne(world.api, aLovedOne({ firstName, lastName: 'Letter', timeZone }))).id;
    rose = await senior('Rose', NY);
    lily = await senior('Lily', 'UTC');
    // Max: no letter this week (his Monday morning), the screen says when it comes.
    await senior('Max', 'Asia/Tokyo');
    at = new Date(nextLetterAt(new Date(), NY).getTime() + 30 * 60_000);
    sunday = letterWeekAt(at, NY).sunday;
  });

  it('is on by default; each member turns their own off, validated', async () => {
    const url = `/api/care-teams/${teamId}/notifications/weekly-letter`;
    expect((await members.quinn.api.json('GET', url)).body).toEqual({ weeklyLetter: true });
    expect(await members.quinn.api.json('PUT', url, { weeklyLetter: false })).toEqual({
      status: 200,
      body: { weeklyLetter: false },
    });
    expect((await members.quinn.api.json('GET', url)).body).toEqual({ weeklyLetter: false });
    // Hal's stays on and the completion e-mails' switch is another one: care's
    // (services/care/src/notifications/weekly-letter-switch.int.spec.ts).
    await expectSwitchRefusesBadInput(members.hal.api, url, 'weeklyLetter');
    const { api: outsider } = await signUp(
      world.system,
      aCaregiver({ name: 'Oscar Outsider', email: address('oscar') }),
    );
    expect((await outsider.json('GET', url)).status).toBe(404);
    expect((await outsider.json('PUT', url, { weeklyLetter: false })).status).toBe(404);
  });

  it('arrives on Sunday at the SMTP server for every member who wants it, and not for the one who turned it off', async () => {
    // Rose: two activities this week (one with a title that is markup), one the week before.
    await played(rose, 'Our places');
    await played(rose, TRICKY_TITLE);
    const to = letterWeekAt(at, NY).to.getTime();
    await seedActivity(world.system.databaseUrl, {
      careTeamId: teamId,
      seniorId: rose,
      createdBy: world.caregiver.id,
      templateId: 'places-flashcards',
      title: 'Last week',
      completedDaysAgo: (Date.now() - (to - 10 * DAY)) / DAY,
    });
    // What Rose knows well and what needs practice again, as the mastery projection keeps it.
    await queryDb(
      world.system.databaseUrl,
      `INSERT INTO games.item_mastery (senior_id, care_team_id, item_key, kind, label, state, times_played, last_played_at)
       VALUES ($1, $2, 'person:emma|', 'person', 'Emma', 'known', 6, now() - interval '2 days'),
              ($1, $2, 'place:the seaside', 'place', 'The seaside', 'known', 5, now() - interval '3 days'),
              ($1, $2, 'person:noah|', 'person', 'Noah', 'slipping', 4, now() - interval '1 day')`,
      [rose, teamId],
    );
    // Lily (UTC): an activity made, none played this week. Max (Tokyo): none at all, and it is
    // already Monday morning in Tokyo at the run's moment.
    await addActivity(world.api, anActivity({ title: 'Waiting', templateId: 'places-flashcards', seniorId: lily }));

    const before = smtp.received.length;
    // Rose's and Lily's Sunday evening; Max's Monday morning.
    const ran = await run(world.api, at);
    expect(ran).toEqual({ status: 200, body: { queued: 2 } });
    const expected = [address('cora'), address('hal'), address('nora')].sort();
    // Both letters reach every member.
    for (const subject of ["Rose's week: 2 activities played", "Lily's week on Care With"])
      await expectEventually(
        async () =>
          expect(
            letters()
              .filter((m) => m.mail.subject === subject)
              .flatMap((m) => m.to)
              .sort(),
          ).toEqual(expected),
        { timeoutMs: 60_000 },
      );
    expect(smtp.received.length).toBeGreaterThan(before);
    expect(lettersTo(address('quinn'))).toEqual([]);
    expect(letters().filter((m) => /Max/.test(m.mail.subject ?? ''))).toEqual([]);

    // Running again (another replica, a retry, a second click) sends nothing more.
    expect((await run(members.cora.api, at)).body).toEqual({ queued: 0 });
    const sent = await queryDb<{ to_address: string; status: string; provider: string }>(
      world.system.databaseUrl,
      `SELECT to_address, status, provider FROM messaging.messages WHERE kind = 'weekly-letter' AND ref_id = $1
        ORDER BY to_address`,
      [rose],
    );
    expect(sent).toEqual(expected.map((to_address) => ({ to_address, status: 'sent', provider: 'smtp' })));

    // Rose's letter, as Hal reads it, from the system's sender and with its address (what each line
    // says, whose turn it is, the HTML part and its escaping are insights':
    // services/insights/src/weekly-letter/weekly-letters.int.spec.ts).
    const [hal] = lettersTo(address('hal')).filter((m) => m.mail.subject?.startsWith('Rose'));
    const { text, html } = { text: hal!.mail.text ?? '', html: String(hal!.mail.html) };
    expect(hal!.from).toBe('letters@carewith.test');
    expect(hal!.mail.from?.value).toEqual([{ address: 'letters@carewith.test', name: 'Care With' }]);
    expect(text).toContain('Hello Hal,');
    expect(text).toContain(`"${TRICKY_TITLE}" (Familiar Places)`);
    expect(text).toContain(`Read this letter in the app: ${world.system.url}/digest?week=${sunday}`);
    expect(html).toContain(`<a href="${world.system.url}/digest?week=${sunday}"`);
    // One message, two alternatives (text and HTML), as multipart/alternative.
    expect(hal!.mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
  });

  it('reads the same in the app at /digest, for every member (the one who turned the e-mail off too)', async () => {
    const res = await members.quinn.api.json<WeeklyLetters>('GET', '/api/digest');
    expect(res.status).toBe(200);
    expect(res.body.week).toBe(sunday);
    expect(res.body.weeks).toEqual([sunday]);
    expect(res.body.letters.map((l) => l.firstName)).toEqual(['Lily', 'Rose']);
    // What each letter says, the weeks listed and the loved ones waiting are insights'
    // (weekly-letters.int.spec.ts); the screen below shows them.
    const bad = await members.quinn.api.json<{ errors: { field: string; message: string }[] }>(
      'GET',
      '/api/digest?week=2026-11-16',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'week', message: 'Week must be the date of a Sunday' }]);
    // Someone outside the team sees none of it.
    const { api: outsider } = await signUp(world.system, aCaregiver({ name: 'Olga Outside', email: address('olga') }));
    expect((await outsider.json<WeeklyLetters>('GET', '/api/digest')).body).toEqual({
      week: null,
      weeks: [],
      letters: [],
      waiting: [],
    });
    expect((await new ApiClient(world.system.url).request('GET', '/api/digest')).status).toBe(401);
    // The development run is refused with a reason when its moment is not a date and time.
    const badRun = await world.api.json<{ errors: { field: string; message: string }[] }>(
      'POST',
      '/api/dev/weekly-letters',
      {
        at: 'Sunday',
      },
    );
    expect(badRun.status).toBe(400);
    expect(badRun.body.errors).toEqual([
      { field: 'at', message: 'At must be a date and time such as 2026-11-15T17:30:00Z' },
    ]);
  });

  it('the /digest screen and the account switch (Chromium, 390 and 1280 px)', async () => {
    const page = await world.page({ as: members.cora.api });
    // Held until the loading line has been seen.
    const release = await holdRequests(page, '**/api/digest');
    await page.goto(`${world.system.url}/digest`);
    await page.getByText('Loading the letters...').waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Weekly family letter' }).waitFor();
    await page.getByText(/^Each Sunday at 5 pm in your loved one's time zone, a letter about their week/).waitFor();
    const weekName = `Week to ${letterDay(`${sunday}T12:00:00Z`, 'UTC')}`;
    const weekLink = page.getByRole('navigation', { name: 'Weeks' }).getByRole('link', { name: weekName });
    expect(await weekLink.getAttribute('aria-current')).toBe('page');
    const roseArticle = page.getByRole('article', { name: "Rose's week" });
    await roseArticle
      .getByText(
        `Here is Rose's week on Care With: the 7 days to ${letterDay(letterWeekAt(at, NY).to.toISOString(), NY)}.`,
      )
      .waitFor();
    await roseArticle.getByRole('heading', { name: 'What Rose played' }).waitFor();
    await roseArticle.getByRole('link', { name: `"${TRICKY_TITLE}" (Familiar Places)` }).waitFor();
    await roseArticle
      .getByText('Rose finished 2 activities this week, against 1 the week before.', { exact: false })
      .waitFor();
    await roseArticle.getByText('What Rose knows well: Emma and The seaside.').waitFor();
    await roseArticle.getByText('What needs practice again: Noah.').waitFor();
    await roseArticle.getByRole('heading', { name: 'Something to talk about on your next call' }).waitFor();
    await roseArticle.getByText('Open with one of these, then say "Tell me more about that."').waitFor();
    await roseArticle.getByRole('heading', { name: 'Whose turn it is' }).waitFor();
    const turn = rotaTurn(['Nora', 'Cora'], sunday);
    await roseArticle
      .getByText(
        turn === 'Cora'
          ? "It's your turn to send Rose an activity this week."
          : "It's Nora's turn to send Rose an activity this week.",
      )
      .waitFor();
    await page
      .getByRole('article', { name: "Lily's week" })
      .getByText("Lily didn't play any activities this week.", { exact: false })
      .waitFor();
    await page
      .getByText(
        `No letter about Max for this week. The next one comes on ${letterDay(nextLetterAt(new Date(), 'Asia/Tokyo').toISOString(), 'Asia/Tokyo')} at 5 pm, Max's time.`,
      )
      .waitFor();
    await shootAndScan(page, 'weekly-letter-digest');

    // A failure to load says so; a team with no loved one says what will come.
    await page.route('**/api/digest**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    await page
      .getByRole('alert')
      .filter({ hasText: "We couldn't load the letters. Please refresh the page to try again." })
      .waitFor();
    await page.unroute('**/api/digest**');
    const lonely = await signUp(world.system, aCaregiver({ name: 'Lena Lonely', email: address('lena') }));
    const empty = await world.page({ as: lonely.api });
    await empty.goto(`${world.system.url}/digest`);
    await empty
      .getByText('Once you add a loved one or join a care team, their weekly letters will appear here.')
      .waitFor();

    // Quinn's switch is off; turning it on saves it.
    const account = await world.page({ as: members.quinn.api });
    await account.goto(`${world.system.url}/account`);
    await account.getByText(/^Each Sunday evening we also e-mail you a letter about your loved one's week/).waitFor();
    // Quinn joined by invitation: one team, so the switch is named without it.
    const toggle = account.getByRole('checkbox', { name: 'The weekly family letter', exact: true });
    await account
      .getByRole('status')
      .filter({ hasText: 'The weekly letter is off. You can still read it in the app.' })
      .waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await shootAndScan(account, 'weekly-letter-account-off');
    await toggle.check();
    await account.getByRole('status').filter({ hasText: 'You will get the letter each Sunday evening.' }).waitFor();
    await expectEventually(async () =>
      expect(
        (await members.quinn.api.json('GET', `/api/care-teams/${teamId}/notifications/weekly-letter`)).body,
      ).toEqual({ weeklyLetter: true }),
    );
    expect(await account.getByRole('link', { name: 'Read the weekly letters' }).getAttribute('href')).toBe('/digest');
    await shootAndScan(account, 'weekly-letter-account-on');
    // Saving fails: the switch goes back and the page says so.
    await account.route('**/api/care-teams/*/notifications/weekly-letter', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await toggle.click();
    await account.getByRole('alert').filter({ hasText: "We couldn't save this setting. Please try again." }).waitFor();
    expect(await toggle.isChecked()).toBe(true);
  });
});
