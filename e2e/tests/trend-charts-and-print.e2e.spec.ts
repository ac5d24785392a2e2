import { randomUUID } from 'node:crypto';
import { formatDuration } from '@carewith/contracts';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import { DESKTOP, keepBeside, shootAndScan } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import { queryDb } from '../support/systems';
import { addActivity, anActivity, playLink, GRACE, inBrowser, usePhoto, useSystem } from '../support/fixtures';

jest.setTimeout(300_000);

describe('trend charts and printable activities (embedded, Chromium)', () => {
  const world = useSystem({ ...inBrowser('Carla Charts', GRACE), shared: true });
  const photo = usePhoto(world, { width: 400, height: 300, background: '#c96' }, 'p.png');

  const caregiverPage = (viewport = DESKTOP) => world.page({ viewport });

  const createGame = async (templateId: string, title: string, steps: unknown[]) =>
    (await addActivity(world.api, anActivity({ templateId, title, steps, seniorId: world.lovedOne.id }))).id;

  // Plays a photo-match activity through the play API (one right answer of two), then moves the
  // result `weeksAgo` weeks back, so the twelve weeks hold a trend.
  async function playPhotoMatch(weeksAgo: number, answers: [string, string], minutes: number) {
    const gameId = await createGame('grandkid-match', `Photos ${weeksAgo}`, [
      { id: 'a', question: 'Who is this?', options: ['Emma', 'Liam'], correctAnswer: 'Emma' },
      { id: 'b', question: 'And this?', options: ['Noah', 'Mia'], correctAnswer: 'Mia' },
    ]);
    const { token } = await playLink(world.api, gameId);
    const player = new ApiClient(world.system.url);
    const play = (body: unknown) => player.json('POST', `/api/play/${token}/event`, body);
    expect((await play({ eventId: randomUUID(), type: 'START', payload: {} })).status).toBeLessThan(300);
    for (const [step, answer] of answers.entries())
      expect((await play({ eventId: randomUUID(), type: 'STEP', payload: { step, answer } })).status).toBeLessThan(300);
    const correct = (answers[0] === 'Emma' ? 1 : 0) + (answers[1] === 'Mia' ? 1 : 0);
    const done = await player.json('POST', `/api/play/${token}/complete`, {
      summary: { totalSteps: 2, correctAnswers: correct, totalTime: minutes * 60_000, engagement: 'high' },
      rawData: [],
      computedScores: { accuracy: correct / 2 },
    });
    expect(done.status).toBeLessThan(300);
    await expectEventually(
      async () => {
        const rows = await queryDb(
          world.system.databaseUrl,
          `UPDATE games.results SET completed_at = completed_at - make_interval(weeks => $2::int)
            WHERE game_instance_id = $1 RETURNING id`,
          [gameId, weeksAgo],
        );
        expect(rows).toHaveLength(1);
      },
      { timeoutMs: 30_000 },
    );
  }

  describe('trend charts', () => {
    it('says on the profile what will appear before anything is played', async () => {
      const page = await world.profile();
      await page
        .getByText(
          "Charts of Grace's accuracy and time played, week by week, will appear here once Grace completes a first activity.",
        )
        .waitFor();
      await shootAndScan(page, 'trend-profile-empty');
    });

    it('draws the weekly API figures on the profile, the dashboard and the report, with words and a table', async () => {
      // Two weeks ago 50%; this week 100%.
      await playPhotoMatch(2, ['Emma', 'Noah'], 3);
      await playPhotoMatch(0, ['Emma', 'Mia'], 5);
      const trend = await world.api.json<{
        weeks: { weekStart: string; accuracy: number | null; timePlayedMs: number }[];
      }>('GET', `/api/seniors/${world.lovedOne.id}/trend`);
      expect(trend.status).toBe(200);
      expect(trend.body.weeks).toHaveLength(12);
      expect(trend.body.weeks.map((w) => w.accuracy).filter((a) => a !== null)).toEqual([0.5, 1]);
      const weeks = trend.body.weeks;
      const label = (i: number) =>
        new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${weeks[i]!.weekStart}T00:00:00Z`),
        );
      const accuracyWords = `Accuracy went up from 50% in the week of ${label(9)} to 100% in the week of ${label(11)}; 2 activities in 2 of the last 12 weeks.`;
      // The server measures time played from the play events, so the words use its figures.
      const [early, late] = [weeks[9]!.timePlayedMs, weeks[11]!.timePlayedMs];
      const timeMove =
        formatDuration(early) === formatDuration(late)
          ? `stayed at ${formatDuration(late)} from the week of ${label(9)} to the week of ${label(11)}`
          : `went ${late > early ? 'up' : 'down'} from ${formatDuration(early)} in the week of ${label(9)} to ${formatDuration(late)} in the week of ${label(11)}`;
      const timeWords = `Time played ${timeMove}; ${formatDuration(early + late)} in all.`;

      // shootAndScan looks at each screen at 1280 and 390 px.
      {
        const page = await world.profile();
        await page.getByRole('heading', { name: 'Progress over 12 weeks' }).waitFor();
        await page.getByText(accuracyWords).waitFor();
        // The Overview keeps one chart, accuracy; time played is in the report (below).
        expect(await page.locator('.trend-chart svg.recharts-surface').count()).toBe(1);
        expect(await page.getByText(timeWords).count()).toBe(0);
        const toReport = page.getByRole('link', { name: 'See time played week by week in the report' });
        expect(await toReport.getAttribute('href')).toBe(`/seniors/${world.lovedOne.id}/report`);
        // One marker per week played, for the one template played.
        expect(await page.locator('.trend-chart').first().locator('circle[fill="#fff"]').count()).toBe(2);
        await page.getByText('Show the figures as a table').click();
        const table = page.getByRole('region', { name: 'Weekly figures table' });
        const text = async (name: RegExp) =>
          (await table.getByRole('row', { name }).innerText()).replace(/\s+/g, ' ').trim();
        expect(await text(/^Week of/)).toBe('Week of Activities Accuracy Time played Family Photo Match');
        expect(await text(new RegExp(`^${label(10)}`))).toBe(`${label(10)} 0 None played None played None played`);
        const row = table.getByRole('row', { name: new RegExp(`^${label(9)}`) });
        expect((await row.innerText()).replace(/\s+/g, ' ')).toBe(
          `${label(9)} 1 50% ${formatDuration(early)} 1 played, 50%, ${formatDuration(early)}`,
        );
        await shootAndScan(page, 'trend-profile');

        await page.goto(`${world.system.url}/`);
        await page.getByRole('heading', { name: 'Your Loved Ones' }).waitFor();
        await page.getByText(accuracyWords).waitFor();
        const sparkTable = page.getByRole('table', { name: 'Grace Hill’s accuracy by week' });
        expect(await sparkTable.getByRole('row').allInnerTexts()).toEqual([
          `Week of ${label(9)}\t50%`,
          `Week of ${label(11)}\t100%`,
        ]);
        await shootAndScan(page, 'trend-dashboard');

        await page.goto(`${world.system.url}/seniors/${world.lovedOne.id}/report`);
        await page.getByText(timeWords).waitFor();
        expect(await page.locator('.trend-chart svg.recharts-surface').count()).toBe(2);
        await page
          .getByText(/^Period: the 12 weeks from/)
          .first()
          .waitFor();
        await page
          .getByText(
            'Accuracy: the share of an activity’s steps answered correctly, averaged over the week’s completed activities of each kind.',
          )
          .waitFor();
        await page
          .getByText('Time played: the minutes spent on the week’s completed activities of each kind, added together.')
          .waitFor();
        await page
          .getByText('The bold number under each week is how many activities were completed that week.')
          .first()
          .waitFor();
        await shootAndScan(page, 'trend-report');
      }
      // The report on paper: A4 and Letter, the charts' words printed.
      const page = await caregiverPage();
      await page.goto(`${world.system.url}/seniors/${world.lovedOne.id}/report`);
      await page.getByText(accuracyWords).waitFor();
      for (const format of ['A4', 'Letter'] as const) {
        const pdf = await page.pdf({ format });
        keepBeside(`trend-report-${format}.pdf`, pdf);
        const { text } = pdfText(pdf);
        expect(text).toContain(accuracyWords);
        expect(text).toContain(timeWords);
      }
    });
  });

  describe('printable activities', () => {
    const templates = [
      {
        templateId: 'grandkid-match',
        title: 'Print photos',
        steps: () => [
          {
            id: 'a',
            question: 'Who is smiling here?',
            options: ['Emma', 'Liam'],
            correctAnswer: 'Emma',
            photo: photo.ref,
          },
          { id: 'b', question: 'Who is at the beach?', options: ['Noah', 'Mia'], correctAnswer: 'Mia' },
        ],
        texts: [
          'Card 1 of 2',
          'Who is smiling here?',
          'Emma',
          'Who is at the beach?',
          'Mia',
          'Fold here: the answer is on the back',
        ],
        pages: 2,
      },
      {
        templateId: 'places-flashcards',
        title: 'Print places',
        steps: () => [
          { id: 'a', name: 'Lake Cottage', description: 'Summers with Grandpa Joe', image: photo.ref },
          { id: 'b', name: 'Corner Bakery', description: 'Sunday bread' },
          { id: 'c', name: 'Old School', description: 'Where you taught' },
        ],
        texts: ['Lake Cottage', 'Summers with Grandpa Joe', 'No photo', 'Corner Bakery', 'Sunday bread', 'Old School'],
        pages: 3,
      },
      {
        templateId: 'recipe-sequencing',
        title: 'Print recipe',
        steps: () => [
          {
            id: 'a',
            recipeName: 'Apple Pie',
            description: 'Mum’s recipe',
            recipeSteps: ['Peel the apples', 'Roll the pastry', 'Fill the dish', 'Bake for an hour'],
            correctOrder: [0, 1, 2, 3],
          },
        ],
        texts: ['Apple Pie', 'Cut along the dotted lines', 'Peel the apples', 'Bake for an hour', 'Answer card'],
        pages: 2,
      },
      {
        templateId: 'shopping-bingo',
        title: 'Print shopping',
        steps: () => [
          {
            id: 'a',
            title: 'Market day',
            instructions: 'What did we need?',
            targetItems: ['Milk', 'Bread'],
            availableItems: ['Milk', 'Bread', 'Soap', 'Apples', 'Tea', 'Rice'],
          },
        ],
        texts: ['Market day', 'Shopping list', 'Circle every item on the shopping list.', 'Milk', 'Soap', 'Rice'],
        pages: 1,
      },
    ];

    it.each(templates)('prints $templateId as large-print pages, one task a page, on A4 and Letter', async (t) => {
      const gameId = await createGame(t.templateId, t.title, t.steps());
      const page = await caregiverPage();
      await page.goto(`${world.system.url}/games/${gameId}`);
      await page.getByRole('link', { name: 'Print this activity' }).waitFor();
      await shootAndScan(page, `print-detail-${t.templateId}`);
      await page.getByRole('link', { name: 'Print this activity' }).click();
      await page.waitForURL(`${world.system.url}/games/${gameId}/print`);
      await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Print or Save as PDF' }).waitFor();
      await page.getByRole('link', { name: 'Back to Activity' }).waitFor();
      await page
        .getByText('Large print, one task per page. Photo cards fold along the dashed line so the name is on the back.')
        .waitFor();
      await page.evaluate(() => Promise.all([...document.images].map((i) => i.decode().catch(() => undefined))));
      await shootAndScan(page, `print-${t.templateId}`);
      // Nothing made for the screen reaches paper, and the smallest printed text is at least 18 pt.
      await page.emulateMedia({ media: 'print' });
      const onPaper = await page.evaluate(() => {
        const visible = [...document.querySelectorAll<HTMLElement>('main *')].filter(
          (e) =>
            e.offsetParent !== null &&
            e.childNodes.length &&
            [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()),
        );
        return {
          controls: [...document.querySelectorAll('button, nav, header a')].filter(
            (e) => (e as HTMLElement).offsetParent !== null,
          ).length,
          smallestPt: Math.min(...visible.map((e) => (parseFloat(getComputedStyle(e).fontSize) * 72) / 96)),
        };
      });
      expect(onPaper.controls).toBe(0);
      expect(onPaper.smallestPt).toBeGreaterThanOrEqual(18);
      for (const format of ['A4', 'Letter'] as const) {
        const pdf = await page.pdf({ format });
        keepBeside(`print-${t.templateId}-${format}.pdf`, pdf);
        const { pages, text } = pdfText(pdf);
        expect(pages).toBe(t.pages);
        for (const s of t.texts) expect(text).toContain(s);
      }
    });
  });
});
