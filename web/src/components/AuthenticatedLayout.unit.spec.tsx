import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AuthenticatedLayout } from './AuthenticatedLayout';
import { renderScreen } from '../testing/render';
import { aTeam } from '../testing/builders';
import { aHomeSummary, HOME_ID } from '../testing/homes';

// The signed-in header: a Family Helper follows along, so the create and invite links are the
// Co-Caregivers' (moved from e2e/tests/loved-ones-screens.e2e.spec.ts, "shows an invited Family
// Helper ... without the Co-Caregiver actions": the header's part).
const layout = (
  <Routes>
    <Route element={<AuthenticatedLayout />}>
      <Route path="/" element={<p>The screen</p>} />
    </Route>
  </Routes>
);
const LINKS = ['Add Loved One', 'Create Activity', 'Invite Family'];

describe('the signed-in header', () => {
  it('gives a Co-Caregiver the three links, the account and Logout', async () => {
    await renderScreen(layout, { path: '/', route: '/*', api: { '/api/care-teams': [aTeam()] } });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of LINKS) expect(await within(nav).findByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Nora/ })).toHaveAttribute('href', '/account');
    expect(within(nav).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    expect(screen.getByRole('main')).toHaveTextContent('The screen');
  });

  it('gives a Family Helper no Add Loved One, Create Activity or Invite Family', async () => {
    await renderScreen(layout, { path: '/', route: '/*', api: { '/api/care-teams': [aTeam('SIBLING')] } });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByText('Nora')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const name of LINKS) expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await renderScreen(layout, { path: '/', route: '/*', api: { '/api/care-teams': [aTeam()] }, language: 'es' });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(await within(nav).findByRole('link', { name: 'Añadir ser querido' })).toBeInTheDocument();
  });

  it('gives staff of a care home "Care home", to its Residents, beside the family links', async () => {
    await renderScreen(layout, {
      path: '/',
      route: '/*',
      api: { '/api/care-teams': [aTeam()], '/api/homes': [aHomeSummary('COORDINATOR')] },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Care home' })).toHaveAttribute('href', `/homes/${HOME_ID}`);
    for (const name of LINKS) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
  });

  it('gives a member of two homes and no care team only "Care home", to the list of their homes', async () => {
    const second = aHomeSummary('MANAGER', { id: '00000000-0000-4000-8000-0000000000c2', name: 'Elm Court' });
    await renderScreen(layout, {
      path: '/',
      route: '/*',
      api: { '/api/care-teams': [], '/api/homes': [aHomeSummary(), second] },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Care home' })).toHaveAttribute('href', '/homes');
    for (const name of LINKS) expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
  });
});
