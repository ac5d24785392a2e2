import { screen, within } from '@testing-library/react';
import { WeeklyLettersPage } from './WeeklyLettersPage';
import { renderScreen, reply } from '../../testing/render';
import { SENIOR_ID } from '../../testing/builders';

const letters = (over = {}) => ({ week: null, weeks: [], letters: [], waiting: [], ...over });

describe('Weekly family letter', () => {
  it('says where the letters will come from before there is a loved one', async () => {
    await renderScreen(<WeeklyLettersPage />, { path: '/digest', api: { '/api/digest': letters() } });
    expect(screen.getByRole('heading', { level: 1, name: 'Weekly family letter' })).toBeInTheDocument();
    expect(
      await screen.findByText('Once you add a loved one or join a care team, their weekly letters will appear here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("says when a loved one's first letter comes, and lists the weeks there are", async () => {
    await renderScreen(<WeeklyLettersPage />, {
      path: '/digest',
      api: {
        '/api/digest': letters({
          weeks: ['2026-11-22', '2026-11-15'],
          waiting: [
            { seniorId: SENIOR_ID, firstName: 'Rose', timeZone: 'UTC', nextLetterAt: '2026-11-29T17:00:00.000Z' },
          ],
        }),
      },
    });
    expect(
      await screen.findByText(/^No letter about Rose for this week. The next one comes on .* at 5 pm, Rose's time.$/),
    ).toBeInTheDocument();
    const weeks = screen.getByRole('navigation');
    expect(
      within(weeks)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/digest?week=2026-11-22', '/digest?week=2026-11-15']);
  });

  it('says so when the letters cannot be loaded', async () => {
    await renderScreen(<WeeklyLettersPage />, { path: '/digest', api: { '/api/digest': reply(500) } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the letters. Please refresh the page to try again.",
    );
  });

  it("says a care-home resident's week at the home, and sends the family's reply to their box", async () => {
    const letter = {
      id: '00000000-0000-4000-8000-000000000002',
      seniorId: SENIOR_ID,
      firstName: 'Arthur',
      sunday: '2026-11-29',
      from: '2026-11-22T17:00:00.000Z',
      to: '2026-11-29T17:00:00.000Z',
      timeZone: 'UTC',
      played: [],
      summary: "Arthur didn't play any activities this week.",
      previousWeekCount: 0,
      knowsWell: [],
      slipping: [],
      starters: [],
      rota: null,
      goals: [],
      home: {
        groups: 3,
        themes: ['music'],
        moment: { chip: 'sang-along', date: '2026-11-24', song: "We'll Meet Again" },
      },
      writtenAt: '2026-11-29T17:00:00.000Z',
    };
    const topics = `POST /api/seniors/${SENIOR_ID}/memory-box/topics`;
    const { user, api } = await renderScreen(<WeeklyLettersPage />, {
      path: '/digest',
      api: {
        '/api/digest': letters({ week: '2026-11-29', weeks: ['2026-11-29'], letters: [letter] }),
        [topics]: reply(422, {
          code: 'VALIDATION',
          message: 'Write something to talk about',
          errors: [{ field: 'text', message: 'Write something to talk about' }],
        }),
      },
    });
    const home = (await screen.findByRole('heading', { name: 'At the care home' })).closest('section')!;
    expect(
      within(home).getByText(
        "Arthur joined 3 group sessions this week: music. On Tuesday, November 24, Arthur sang along to “We'll Meet Again”.",
      ),
    ).toBeInTheDocument();
    // A week at the home alone: no "didn't play" summary.
    expect(screen.queryByRole('heading', { name: 'How it went' })).not.toBeInTheDocument();
    const field = within(home).getByRole('textbox', {
      name: 'Reply to the care home: something Arthur could talk about',
    });
    await user.click(within(home).getByRole('button', { name: 'Send to the home' }));
    expect(await within(home).findByText('Write something to talk about')).toBeInTheDocument();
    api.answer({ [topics]: reply(201, {}) });
    await user.type(field, 'Ask him about the mill');
    await user.click(within(home).getByRole('button', { name: 'Send to the home' }));
    expect(await within(home).findByRole('status')).toHaveTextContent(
      "Sent. It is in the memory box, where their care home's staff can read it too.",
    );
    expect(api.sent(topics).at(-1)!.body).toEqual({ text: 'Ask him about the mill' });
  });
});
