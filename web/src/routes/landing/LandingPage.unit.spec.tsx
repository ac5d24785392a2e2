import { screen } from '@testing-library/react';
import { LandingPage } from './LandingPage';
import { renderScreen } from '../../testing/render';

// Moved from e2e/tests/data-rights-screens.e2e.spec.ts ("shows who you are, deletes the account ...":
// the plain landing page carries no notice). The browser tests keep the notice after a real deletion
// (there and in landing-prerender.e2e.spec.ts).
describe('the landing page', () => {
  it('says the account has been deleted only when the address says so', async () => {
    const { unmount } = await renderScreen(<LandingPage />, { path: '/?account=deleted', user: null });
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.');
    unmount();
    await renderScreen(<LandingPage />, { path: '/', user: null });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Your account has been deleted.')).not.toBeInTheDocument();
  });
});
