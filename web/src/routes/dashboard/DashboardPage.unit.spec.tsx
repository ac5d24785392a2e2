import { screen, within } from '@testing-library/react';
import { DashboardPage } from './DashboardPage';
import { held, renderScreen, reply, type Answers } from '../../testing/render';
import { aSenior, aTeam, anEmptyDashboard } from '../../testing/builders';
import { aHomeSummary, HOME_ID } from '../../testing/homes';

// Moved from e2e/tests/loved-ones-screens.e2e.spec.ts ("dashboard": the empty dashboard's quick actions
// and their addresses, no Recent Check-in card, what the loading and failed states show); the words stay
// there, with the figures proved against seeded results, screenshots and axe. Beside them: the Family
// Helper's quick actions, Spanish.
const answers = (over: Answers = {}): Answers => ({
  '/api/dashboard': anEmptyDashboard(),
  '/api/care-teams': [aTeam()],
  '/api/reminders': [],
  '/api/goals/ratings-due': [],
  ...over,
});

// A stat card: its <dt> label and the <dd>s after it.
function statCard(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return [...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent?.trim());
}

describe('the dashboard', () => {
  it('shows a new Co-Caregiver honest empty figures, the way to a first loved one and four quick actions', async () => {
    await renderScreen(<DashboardPage />, { api: answers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Nora!' })).toBeInTheDocument();
    expect(statCard('Activities This Week')).toEqual(['0', 'No activities yet']);
    for (const [label, detail] of [
      ['Engagement', 'Send an activity to see engagement'],
      ['Average Time', 'Appears after a completed activity'],
      ['Latest Mood', 'Check in to track your mood'],
    ]) {
      const [value, shown] = statCard(label);
      expect({ label, dash: value?.startsWith('—'), shown }).toEqual({ label, dash: true, shown: detail });
    }
    const lovedOnes = screen.getByRole('region', { name: 'Your Loved Ones' });
    expect(
      within(lovedOnes).getByText('Add the person you care for to start sending memory activities.'),
    ).toBeInTheDocument();
    expect(within(lovedOnes).getByRole('link', { name: 'Add Your First Loved One' })).toHaveAttribute(
      'href',
      '/seniors/new',
    );
    expect(
      within(screen.getByRole('region', { name: 'Recent Highlights' })).getByText(
        'Highlights will appear here once your loved one completes an activity.',
      ),
    ).toBeInTheDocument();
    const quick = within(screen.getByRole('region', { name: 'Quick Actions' })).getAllByRole('link');
    expect(quick.map((link) => link.getAttribute('href'))).toEqual([
      '/assign',
      '/ai-assessment',
      '/check-in',
      '/invite',
    ]);
    expect(screen.queryByRole('region', { name: 'Recent Check-in' })).not.toBeInTheDocument();
  });

  it('says "Loading your dashboard..." until the dashboard arrives', async () => {
    const dashboard = held(anEmptyDashboard());
    await renderScreen(<DashboardPage />, { api: answers({ '/api/dashboard': dashboard.answer }) });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your dashboard...');
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();
    dashboard.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Nora!' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your dashboard...')).not.toBeInTheDocument();
  });

  it('says so when the dashboard cannot be loaded, and shows no loved ones', async () => {
    await renderScreen(<DashboardPage />, {
      api: answers({ '/api/dashboard': reply(500, { message: 'Internal server error' }) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your dashboard. Please refresh the page to try again.",
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Nora!' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Loved Ones' })).not.toBeInTheDocument();
  });

  it('gives a Family Helper the two quick actions that are theirs: no Send Activity, no Invite Family, no adding', async () => {
    const dashboard = {
      ...anEmptyDashboard('SIBLING'),
      seniors: [aSenior({ firstName: 'Walter', lastName: 'Stats' })],
    };
    await renderScreen(<DashboardPage />, {
      api: answers({ '/api/dashboard': dashboard, '/api/care-teams': [aTeam('SIBLING')] }),
    });
    const quick = within(await screen.findByRole('region', { name: 'Quick Actions' }));
    expect(quick.getAllByRole('link').map((link) => link.textContent)).toEqual([
      expect.stringContaining('AI Support'),
      expect.stringContaining('Check In'),
    ]);
    for (const name of ['Send Activity', 'Invite Family', 'Add Your First Loved One'])
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Loved Ones' })).toHaveTextContent('Walter Stats');
  });

  it('speaks Spanish: the welcome, the figures and the regions', async () => {
    await renderScreen(<DashboardPage />, { api: answers(), language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: '¡Hola de nuevo, Nora!' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Acciones rápidas' })).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay actividades')).toBeInTheDocument();
    expect(screen.queryByText('Quick Actions')).not.toBeInTheDocument();
  });
});

describe('the dashboard and care homes', () => {
  it('puts the homes a member works in first, each a way to its Residents', async () => {
    await renderScreen(<DashboardPage />, {
      api: answers({ '/api/homes': [aHomeSummary('COORDINATOR')] }),
    });
    const homes = await screen.findByRole('region', { name: 'Your care homes' });
    expect(within(homes).getByRole('link', { name: /Oak House/ })).toHaveAttribute('href', `/homes/${HOME_ID}`);
    expect(within(homes).getByRole('link', { name: /Oak House/ })).toHaveTextContent('Activity Coordinator');
    expect(screen.queryByRole('link', { name: 'Create a care home' })).not.toBeInTheDocument();
  });

  it('offers a member in no care home to create one', async () => {
    await renderScreen(<DashboardPage />, { api: answers({ '/api/homes': [] }) });
    expect(await screen.findByRole('link', { name: 'Create a care home' })).toHaveAttribute('href', '/homes');
    expect(screen.queryByRole('region', { name: 'Your care homes' })).not.toBeInTheDocument();
  });
});
