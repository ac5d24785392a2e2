import { expectEventually } from '@carewith/platform/testing';
import { nextLetterAt, type Goal, type SeniorGoals } from '@carewith/contracts';
import { wav } from '../support/audio';
import { pdfText } from '../support/pdf-text';
import { queryDb } from '../support/systems';
import { unzip } from '../support/zip';
import { PHONE, scan, settled, shootAndScan } from '../support/browser';
import { addDescribedBoxPhoto, aPersonStep, inBrowser, playSteps, sendActivity, useSystem } from '../support/fixtures';

jest.setTimeout(180_000);

// Everyday goals as a family tries them on a phone: one real thing to remember, set in a few taps with
// a photo from the box and the family's voice; the loved one's next texted photo match practises it
// errorless (the answer shown first); the family reads where it stands, in words.
describe('everyday goals: set on a phone, practised errorless in the next texted activity', () => {
  // The embedded system with its clock movable (development and tests only), so spaced days can pass.
  const world = useSystem({
    ...inBrowser('Maria Lopez', { firstName: 'Rosa', lastName: 'Diaz', phone: '+15550104242' }),
    env: { CLOCK_SHIFT_ALLOWED: 'true' },
  });
  const goalsOf = async () =>
    (await world.api.json<SeniorGoals>('GET', `/api/seniors/${world.lovedOne.id}/goals`)).body.goals;
  let boxPhotoId = '';

  beforeAll(async () => {
    ({ photoId: boxPhotoId } = await addDescribedBoxPhoto(world.api, world.lovedOne.id, {
      year: 2026,
      people: [{ name: 'Ana', relation: 'helper' }],
    }));
  });

  it('sets a goal with a photo and a voice cue in at most 8 interactions on a 390 px phone', async () => {
    const page = await world.profile({ tab: 'goals', viewport: PHONE, isMobile: true, hasTouch: true });
    await page.getByRole('heading', { name: 'Everyday goals' }).waitFor();
    await page
      .getByText('Practising a goal helps with that goal; it is not a treatment for memory.', { exact: false })
      .waitFor();
    let interactions = 0;
    const tap = async (name: string | RegExp, role: 'button' | 'radio' | 'checkbox' = 'button') => {
      await page
        .getByRole(role, { name, exact: typeof name === 'string' })
        .first()
        .tap();
      interactions++;
    };
    await tap('Set a goal for Rosa');
    await tap('Who is your new helper? Ana');
    await tap('Rosa chose this goal', 'checkbox');
    await tap('3', 'radio');
    await tap('Other choices, why, photo, voice (optional)');
    await tap(/^Photo 1/, 'radio');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page
        .getByRole('group', { name: 'A voice cue (optional)' })
        .getByRole('button', { name: 'Choose audio file' })
        .tap(),
    ]);
    await chooser.setFiles({ name: 'ana.wav', mimeType: 'audio/wav', buffer: wav({ seconds: 2 }) });
    interactions++;
    await page.locator('audio[aria-label="Voice cue for the goal you are adding"]').waitFor({ state: 'attached' });
    await tap('Save the goal');
    expect(interactions).toBeLessThanOrEqual(8);

    const card = page.getByRole('article', { name: 'Who is your new helper?' });
    await card.getByText('Learning: the answer is still shown first').waitFor();
    await card.getByText('Chosen by Rosa').waitFor();
    await card.getByText('Not practised yet.').waitFor();
    const [goal] = await goalsOf();
    expect(goal).toMatchObject({
      answer: 'Ana',
      chosenByLovedOne: true,
      photo: `photo:${boxPhotoId}`,
      voice: expect.stringMatching(/^voice:/),
      ratings: [{ rating: 3 }],
    });
    const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noHorizontalScroll).toBe(true);
    await shootAndScan(page, 'goals-tab');
  });

  it('weaves the goal into the next texted photo match, where it starts with the answer shown; the family then reads it in words', async () => {
    const { body: game } = await world.api.json<{ id: string }>('POST', '/api/games', {
      title: 'Faces',
      templateId: 'grandkid-match',
      seniorId: world.lovedOne.id,
      configJSON: { title: 'Faces', gentle: true, steps: [aPersonStep('p1', 'Emma')] },
    });
    const { playUrl } = await sendActivity(world.api, game.id);
    const detail = await world.api.json<{
      gameInstance: { configJSON: { steps: { goal?: string; startCue?: number }[] } };
    }>('GET', `/api/games/${game.id}`);
    const [goal] = await goalsOf();
    expect(detail.body.gameInstance.configJSON.steps.map((s) => [s.goal ?? null, s.startCue ?? null])).toEqual([
      [null, null],
      [`goal:${goal!.id}`, 3],
    ]);

    const { play } = await world.phone();
    await play.goto(playUrl);
    const screen = play.locator('section.screen');
    await screen.getByRole('button', { name: 'Emma', exact: true }).tap();
    await play.getByRole('button', { name: 'Next', exact: true }).tap();
    // The goal's step: its question, the answer already shown and said, to confirm; no mark anywhere.
    await play.getByText('Who is your new helper?', { exact: true }).first().waitFor();
    await play.locator('.cue p').getByText('It is Ana.').waitFor();
    await settled(play);
    expect(await play.locator('body').innerText()).not.toMatch(/\b(wrong|incorrect)\b|✗|❌/i);
    await scan(play);
    await screen.getByRole('button', { name: 'Ana', exact: true }).tap();
    await play.getByRole('button', { name: 'Next', exact: true }).tap();
    await play.getByText('Wonderful! You completed the activity!', { exact: false }).waitFor();

    // The completion's fact records the goal step on the goal: shown, back tomorrow with one cue less.
    let practised: Goal | undefined;
    await expectEventually(
      async () => {
        [practised] = await goalsOf();
        expect(practised!.practice.map((p) => p.outcome)).toEqual(['shown']);
      },
      { timeoutMs: 30_000 },
    );
    expect(practised).toMatchObject({ stage: 'learning', nextCue: 2 });
    const page = await world.profile({ tab: 'goals' });
    const card = page.getByRole('article', { name: 'Who is your new helper?' });
    await card.getByText('Learning: a hint comes if needed', { exact: false }).waitFor();
    await card.getByText('Practised once with the answer shown first.').waitFor();
    await scan(page);

    // The printable report for the doctor says it too, in its text layer.
    await page.goto(`${world.system.url}/seniors/${world.lovedOne.id}/report`);
    await page.getByRole('heading', { name: 'Everyday goals' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const { text } = pdfText(await page.pdf({ format: 'A4' }));
    expect(text).toContain('Who is your new helper? Ana');
    expect(text).toContain('Practised once with the answer shown first.');

    // This real week's letter is sent now, before any day passes on the moved clock: its week runs to
    // the next letter (up to seven days on), where the later practice would otherwise fall.
    const { body: senior } = await world.api.json<{ timeZone: string }>('GET', `/api/seniors/${world.lovedOne.id}`);
    const at = new Date(nextLetterAt(new Date(), senior.timeZone).getTime() + 30 * 60_000);
    expect((await world.api.json('POST', '/api/dev/weekly-letters', { at: at.toISOString() })).status).toBe(200);
    await expectThisWeeksLetter();
  });

  const expectThisWeeksLetter = () =>
    expectEventually(
      async () => {
        const digest = await world.api.json<{ letters: { goals?: { question: string }[] }[] }>('GET', '/api/digest');
        expect(digest.body.letters.flatMap((l) => l.goals ?? [])).toEqual([
          expect.objectContaining({ question: 'Who is your new helper?', practised: 1, ratingFrom: 3, ratingTo: 3 }),
        ]);
      },
      { timeoutMs: 30_000 },
    );

  // The next texted photo match, played through the play API: the family's own step, then the goal's
  // (answered at once, or after a wrong first try), at the cue the page starts it at.
  async function practise(firstTryRight: boolean) {
    const { body: game } = await world.api.json<{ id: string }>('POST', '/api/games', {
      title: 'Faces again',
      templateId: 'grandkid-match',
      seniorId: world.lovedOne.id,
      configJSON: { title: 'Faces again', gentle: true, steps: [aPersonStep('p1', 'Emma')] },
    });
    const { token } = await sendActivity(world.api, game.id);
    const detail = await world.api.json<{ gameInstance: { configJSON: { steps: { startCue?: number }[] } } }>(
      'GET',
      `/api/games/${game.id}`,
    );
    const startCue = detail.body.gameInstance.configJSON.steps[1]!.startCue!;
    const goalAnswer = firstTryRight
      ? { step: 1, answer: 'Ana', attempts: [], cueLevel: startCue }
      : { step: 1, answer: 'Ana', attempts: ['Something else'], cueLevel: Math.max(startCue, 1) };
    const before = (await goalsOf())[0]!.practice.length;
    const player = await playSteps(world.system, token, ['Emma', goalAnswer as never]);
    expect((await player.json('POST', `/api/play/${token}/complete`, { rawData: [] })).status).toBe(200);
    await expectEventually(async () => expect((await goalsOf())[0]!.practice).toHaveLength(before + 1), {
      timeoutMs: 30_000,
    });
    return { startCue, goal: (await goalsOf())[0]! };
  }
  const daysPass = async (days: number) =>
    expect((await world.api.json('POST', '/api/dev/clock', { days })).status).toBe(200);

  it('on the movable clock: fewer cues each day, three unaided recalls on spaced days to monthly upkeep, a miss back the next day; the family sees it all', async () => {
    const starts: number[] = [];
    for (const days of [1, 1, 1]) {
      await daysPass(days);
      starts.push((await practise(true)).startCue);
    }
    // The cues vanish (2, 1, then none), and the third was recalled with no help.
    expect(starts).toEqual([2, 1, 0]);
    let goal = (await goalsOf())[0]!;
    expect(goal).toMatchObject({ stage: 'spacing', unaidedInARow: 1 });
    for (const days of [2, 4]) {
      await daysPass(days);
      goal = (await practise(true)).goal;
    }
    expect(goal).toMatchObject({ stage: 'upkeep', unaidedInARow: 3 });
    expect(goal.practice.map((p) => p.outcome)).toEqual(['shown', 'helped', 'helped', 'unaided', 'unaided', 'unaided']);

    const page = await world.profile({ tab: 'goals' });
    const card = page.getByRole('article', { name: 'Who is your new helper?' });
    await card.getByText('Learned: practised once a month to keep it').waitFor();
    await card.getByText('Recalled Ana without help 3 of the last 5 times.', { exact: false }).waitFor();

    // A month on, a miss: back to learning, due the next day, starting with a hint.
    await daysPass(30);
    const missed = await practise(false);
    expect(missed.goal).toMatchObject({ stage: 'learning', unaidedInARow: 0, nextCue: 1 });
    expect(missed.goal.practice.at(-1)!.outcome).toBe('missed');
    const lastAt = Date.parse(missed.goal.practice.at(-1)!.at);
    expect(Date.parse(missed.goal.dueAt!) - lastAt).toBe(86_400_000);

    // Two weeks have long passed: the rating is due, on the dashboard and on the card; rated, the chart
    // and its table in words follow.
    await page.goto(world.system.url);
    const reminder = page.getByRole('region', { name: 'A goal to rate' });
    await reminder.getByRole('link', { name: /How well does Rosa manage “Who is your new helper\?” now\?/ }).click();
    await page.getByText('Two weeks on: time to rate it again.').waitFor();
    await page.getByRole('button', { name: 'Rate it now' }).click();
    await page
      .getByRole('group', { name: 'How well does Rosa manage this now?' })
      .getByRole('radio', { name: '7', exact: true })
      .check();
    await page.getByRole('button', { name: 'Save the rating' }).click();
    await page
      .getByText('The family’s rating went from 3 to 7.', { exact: false })
      .or(page.getByText("The family's rating went from 3 to 7.", { exact: false }))
      .first()
      .waitFor();
    await page.getByRole('figure', { name: "The family's ratings, from 1 to 10" }).waitFor();
    await page.getByText('Show the ratings as a table').click();
    await page
      .getByRole('region', { name: /Ratings of/ })
      .getByRole('cell', { name: '7 out of 10' })
      .waitFor();
    await scan(page);
  });

  it("keeps the goal in the weekly letter and the archive, and erasure takes the goal's stream and rows", async () => {
    // The letter of the real week (sent by the first test): the errorless practice; the later ones (and
    // the 7) came on the moved clock, in later weeks.
    await expectThisWeeksLetter();
    const page = await world.page();
    await page.goto(`${world.system.url}/digest`);
    await page.getByText('Practising “Who is your new helper?” (Ana): practised once this week.').first().waitFor();

    const archive = await world.api.request('GET', `/api/seniors/${world.lovedOne.id}/export.zip`);
    const goals = JSON.parse(
      (await unzip(Buffer.from(await archive.arrayBuffer()))).get('goals.json')!.toString('utf8'),
    );
    expect(goals.goals[0]).toMatchObject({
      question: 'Who is your new helper?',
      ratings: [{ rating: 3 }, { rating: 7 }],
    });

    const [goal] = await goalsOf();
    expect((await world.api.request('DELETE', `/api/seniors/${world.lovedOne.id}`)).status).toBe(200);
    const left = await queryDb<{ n: number }>(
      world.system.databaseUrl,
      `SELECT (SELECT count(*) FROM games.goals)::int + (SELECT count(*) FROM games.goal_streams)::int
            + (SELECT count(*) FROM games.events WHERE stream_id = $1)::int AS n`,
      [`goal-${goal!.id}`],
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});
