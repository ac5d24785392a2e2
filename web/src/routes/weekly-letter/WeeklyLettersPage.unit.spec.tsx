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
});
