import { screen, within } from '@testing-library/react';
import { SeniorProfilePage } from './SeniorProfilePage';
import { held, renderScreen, reply, type Answers } from '../../testing/render';
import { aSenior, SENIOR_ID } from '../../testing/builders';

// Moved from e2e/tests/loved-ones-screens.e2e.spec.ts: the tabs' arrow keys, Home and End, the nine
// tabs in their order with Overview chosen at first, the Co-Caregiver's two links ("shows the overview
// figures ..."), and what the loading and failed states do (their words stay there). Beside
// them: a new loved one's empty profile, Profile Not Found, the Family Helper's header, Spanish. The
// browser tests keep the seeded figures, Back and reload, and a loved one of another family.
const ROUTE = '/seniors/:id/:tab?';
const PROFILE = `/api/seniors/${SENIOR_ID}`;
const answers = (over: Answers = {}): Answers => ({
  [PROFILE]: aSenior({ firstName: 'Nell', lastName: 'New', phone: null }),
  [`${PROFILE}/overview`]: {
    activitiesCompleted: 0,
    averageAccuracy: null,
    averageMinutes: null,
    lastCompletedAt: null,
  },
  [`${PROFILE}/results`]: [],
  ...over,
});
const renderProfile = (path = `/seniors/${SENIOR_ID}`, over: Answers = {}) =>
  renderScreen(<SeniorProfilePage />, { path, route: ROUTE, api: answers(over) });

describe("a loved one's profile", () => {
  it('says "Loading profile..." until the profile arrives', async () => {
    const profile = held(aSenior());
    await renderProfile(undefined, { [PROFILE]: profile.answer });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading profile...');
    profile.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Iris Moss' })).toBeInTheDocument();
  });

  it('says so when the profile cannot be loaded, with the way back', async () => {
    await renderProfile(undefined, { [PROFILE]: reply(500, { message: 'Internal server error' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load this profile. Please refresh the page to try again.",
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });

  it('shows Profile Not Found for an unknown id (404) and a malformed one, without asking the server', async () => {
    const { unmount } = await renderProfile(undefined, { [PROFILE]: reply(404, { message: 'Not found' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.getByText("This loved one's profile could not be found.", { exact: true })).toBeInTheDocument();
    unmount();
    const { api } = await renderProfile('/seniors/not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeInTheDocument();
    expect(api.sent('/api/seniors/not-an-id')).toEqual([]);
  });

  it("shows a new loved one's empty profile honestly: No Phone, nothing completed yet", async () => {
    const { user } = await renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nell New' })).toBeInTheDocument();
    expect(screen.getByText('No Phone', { exact: true })).toBeInTheDocument();
    expect(await screen.findByText('No activities completed yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recent Activities' }));
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Recent Activities' })).findByText(
        'No completed activities yet.',
      ),
    ).toBeInTheDocument();
  });

  it('moves between the nine tabs with the arrow keys, each replacing the address', async () => {
    const { user, location } = await renderProfile();
    const tablist = await screen.findByRole('tablist', { name: "Nell's profile" });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Overview',
      'Recent Activities',
      'AI Insights',
      'Plan',
      'Goals',
      'Talk',
      'Memory Box',
      'About me',
      'Details',
    ]);
    await user.click(within(tablist).getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(within(tablist).getByRole('tab', { name: 'Recent Activities' })).toHaveAttribute('aria-selected', 'true');
    expect(location().pathname).toBe(`/seniors/${SENIOR_ID}/activities`);
    await user.keyboard('{End}');
    expect(within(tablist).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(location().pathname).toBe(`/seniors/${SENIOR_ID}/details`);
    await user.keyboard('{ArrowRight}');
    expect(location().pathname).toBe(`/seniors/${SENIOR_ID}`);
  });

  it('opens on Overview and gives a Co-Caregiver Send Activity and Create New Activity for this loved one', async () => {
    await renderProfile(undefined, { [PROFILE]: aSenior() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Iris Moss' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
    expect(screen.getByText('Your role: Co-Caregiver')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send Activity' })).toHaveAttribute(
      'href',
      `/assign?seniorId=${SENIOR_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Create New Activity' })).toHaveAttribute(
      'href',
      `/games/new?seniorId=${SENIOR_ID}`,
    );
  });

  it('says Page Not Found for a tab that does not exist', async () => {
    await renderProfile(`/seniors/${SENIOR_ID}/nonsense`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('gives a Family Helper the Export Report but not Send Activity, Create New Activity or the data card', async () => {
    await renderProfile(`/seniors/${SENIOR_ID}/details`, {
      [PROFILE]: aSenior({ firstName: 'Mabel', lastName: 'Mother', myRole: 'SIBLING', canErase: false }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mabel Mother' })).toBeInTheDocument();
    expect(screen.getByText('Your role: Family Helper')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeInTheDocument();
    for (const name of ['Send Activity', 'Create New Activity'])
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Your family's data" })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download everything' })).not.toBeInTheDocument();
  });

  it('speaks Spanish: the tabs and the role', async () => {
    await renderScreen(<SeniorProfilePage />, {
      path: `/seniors/${SENIOR_ID}`,
      route: ROUTE,
      api: answers(),
      language: 'es',
    });
    const tablist = await screen.findByRole('tablist');
    expect(within(tablist).getByRole('tab', { name: 'Resumen' })).toBeInTheDocument();
    expect(screen.getByText(/Su función: Cocuidador/i)).toBeInTheDocument();
  });
});
