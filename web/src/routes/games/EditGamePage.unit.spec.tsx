import { screen } from '@testing-library/react';
import { EditGamePage } from './EditGamePage';
import { renderScreen, type Answers } from '../../testing/render';
import { aGame, aTeam, anEmptyDashboard, GAME_ID } from '../../testing/builders';

// Moved from e2e/tests/edit-activity.e2e.spec.ts ("offers no Edit to a Family Helper or once sent, and
// the edit page says why": the edit page's part). The browser tests keep an edit saved for real.
const ONLY_DRAFTS = 'Only an activity that has not been sent can be changed.';
const renderEdit = (api: Answers) =>
  renderScreen(<EditGamePage />, {
    path: `/games/${GAME_ID}/edit`,
    route: '/games/:id/edit',
    api: { '/api/care-teams': [aTeam()], '/api/dashboard': anEmptyDashboard(), ...api },
  });

describe('Edit Activity', () => {
  it('tells a Family Helper that only Co-Caregivers change activities, with no form', async () => {
    await renderEdit({
      [`/api/games/${GAME_ID}`]: aGame({ myRole: 'SIBLING' }),
      '/api/care-teams': [aTeam('SIBLING')],
    });
    expect(await screen.findByText('Only Co-Caregivers can change activities.', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('says a sent activity cannot change, with the way back to it', async () => {
    await renderEdit({ [`/api/games/${GAME_ID}`]: aGame({ status: 'SENT' }) });
    expect(await screen.findByText(ONLY_DRAFTS, { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the activity' })).toHaveAttribute('href', `/games/${GAME_ID}`);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('says Activity Not Found for an id that is none', async () => {
    await renderScreen(<EditGamePage />, { path: '/games/not-an-id/edit', route: '/games/:id/edit' });
    expect(await screen.findByRole('heading', { name: 'Activity Not Found' })).toBeInTheDocument();
  });
});
