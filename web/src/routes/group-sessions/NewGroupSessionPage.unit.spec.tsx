import { screen, waitFor, within } from '@testing-library/react';
import { NewGroupSessionPage } from './NewGroupSessionPage';
import { renderScreen, type Answers } from '../../testing/render';
import { aConsent, aResident, aSession, HOME_ID, residentId, SESSION_ID } from '../../testing/group-sessions';
import { aHome } from '../../testing/homes';

// Starting a group session: choose 2 to 8 residents, see what they share, start and go to the remote.
const RESIDENTS = `/api/homes/${HOME_ID}/residents`;
const PREVIEW = `POST /api/homes/${HOME_ID}/group-sessions/preview`;
const START = `POST /api/homes/${HOME_ID}/group-sessions`;
const ground = {
  decades: [{ decade: 1950, residents: 2 }],
  places: [{ name: 'Blackpool', residents: 2 }],
  songs: [{ title: 'Moon River', artist: 'Andy Williams', residents: 1 }],
  withoutConsent: 1,
};
const renderNew = (api: Answers = {}) =>
  renderScreen(<NewGroupSessionPage />, {
    path: `/homes/${HOME_ID}/group-sessions/new`,
    route: '/homes/:homeId/group-sessions/new',
    api: {
      [`/api/homes/${HOME_ID}`]: aHome('COORDINATOR'),
      [RESIDENTS]: [
        aResident(1, { firstName: 'Margaret', lastName: 'Jones' }),
        aResident(2, { firstName: 'Albert', lastName: 'Reed', consent: null }),
        aResident(3, { firstName: 'Joan', lastName: 'Hill', consent: aConsent({ photos: false }) }),
        aResident(11, { firstName: 'Stanley', lastName: 'Okafor', consent: aConsent({ photos: false, songs: false }) }),
        ...Array.from({ length: 7 }, (_, i) => aResident(i + 4)),
      ],
      [PREVIEW]: ground,
      [START]: aSession(2),
      ...api,
    },
  });

describe('Start a group session', () => {
  it('says who joins in with nothing of theirs shown, shows what the chosen share, and starts', async () => {
    const { user, api, location } = await renderNew();
    const albert = await screen.findByRole('checkbox', { name: /Albert Reed/ });
    // The home's own page: its name under the title, its links with this one current.
    expect(screen.getByRole('heading', { level: 1, name: 'Start a group session · Oak House' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Group sessions' })).toHaveAttribute('aria-current', 'page');
    expect(albert).toHaveAccessibleName(
      expect.stringContaining('No consent recorded: joins in; nothing of theirs is shown'),
    );
    expect(screen.getByRole('checkbox', { name: /Stanley Okafor/ })).toHaveAccessibleName(
      expect.stringContaining('Shares no photos or songs: joins in; nothing of theirs is shown'),
    );
    expect(screen.getByRole('checkbox', { name: /Joan Hill/ })).toHaveAccessibleName(
      expect.stringContaining('Their songs may be played, not their photos'),
    );
    await user.click(screen.getByRole('checkbox', { name: /Margaret Jones/ }));
    expect(screen.getByText('Choose at least two residents to see what they have in common.')).toBeInTheDocument();
    await user.click(albert);
    const shared = screen.getByRole('region', { name: 'What they share' });
    expect(await within(shared).findByText('The 1950s · 2 residents')).toBeInTheDocument();
    expect(within(shared).getByText('Blackpool · 2 residents')).toBeInTheDocument();
    expect(within(shared).getByText('Moon River by Andy Williams · 1 resident')).toBeInTheDocument();
    expect(
      within(shared).getByText('1 resident joins in without anything of theirs on the screen.'),
    ).toBeInTheDocument();
    expect(api.sent(PREVIEW).at(-1)!.body).toEqual({ residentIds: [residentId(1), residentId(2)].sort() });

    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(location().pathname).toBe(`/group-sessions/${SESSION_ID}/remote`));
    expect(api.sent(START)[0]!.body).toEqual({ residentIds: [residentId(1), residentId(2)] });
  });

  it('asks for 2 to 8 residents and lets no more than 8 be chosen', async () => {
    const { user, api } = await renderNew();
    await user.click(await screen.findByRole('checkbox', { name: /Margaret Jones/ }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose 2 to 8 residents');
    expect(api.sent(START)).toEqual([]);
    const boxes = screen.getAllByRole('checkbox');
    for (const box of boxes.slice(1, 8)) await user.click(box);
    expect(screen.getByText(/8 residents chosen/)).toBeInTheDocument();
    expect(boxes[8]).toBeDisabled();
    expect(boxes[9]).toBeDisabled();
    expect(boxes[0]).toBeEnabled();
  });
});
