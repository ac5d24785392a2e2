import { screen, within } from '@testing-library/react';
import { ResourcesPage } from './ResourcesPage';
import { renderScreen } from '../../testing/render';

// Moved from e2e/tests/public-site.e2e.spec.ts ("resources: every tab by keyboard"): the tab list's keys
// and each panel's contents; the browser test keeps the page's texts, its screenshots and axe.
const NAMES = ['Stages Guide', 'Communication', 'Safety & Home', 'Self-Care', 'Support'];
const CONTENTS: Record<string, string[]> = {
  'Stages Guide': [
    'Typically lasts 2-4 years',
    'Typically lasts 2-10 years',
    'Typically lasts 1-3 years',
    'Early stage',
    'Middle stage',
    'Late stage',
  ],
  Communication: ['Do', "Don't"],
  'Safety & Home': ['Prevent falls', 'Kitchen and medicines', 'Wandering and getting lost'],
  'Self-Care': ['Signs of caregiver stress', 'Looking after yourself'],
  Support: ['1-800-272-3900', '0800 888 6678', 'Emergency checklist', 'Helplines'],
};

describe('Caregiver Resources', () => {
  it('goes through every guide with the arrow keys, one panel at a time, then wraps, Home and End', async () => {
    const { user } = await renderScreen(<ResourcesPage />, { path: '/resources', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Caregiver Resources' })).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Caregiver guides' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(NAMES);

    await user.click(within(tablist).getByRole('tab', { name: 'Stages Guide' }));
    for (const [i, name] of NAMES.entries()) {
      if (i > 0) await user.keyboard('{ArrowRight}');
      const tab = within(tablist).getByRole('tab', { name });
      expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(tab).toHaveFocus();
      const panel = screen.getByRole('tabpanel', { name });
      for (const text of CONTENTS[name]!)
        expect(within(panel).getAllByText(text, { exact: true }).length).toBeGreaterThan(0);
      expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    }
    await user.keyboard('{ArrowRight}');
    expect(within(tablist).getByRole('tab', { name: 'Stages Guide' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(within(tablist).getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(within(tablist).getByRole('tab', { name: 'Stages Guide' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(within(tablist).getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Support' })).toHaveFocus();
  });

  it('ends with the security and privacy section and the support address', async () => {
    await renderScreen(<ResourcesPage />, { path: '/resources', user: null });
    expect(screen.getByRole('heading', { level: 2, name: 'Security and privacy' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'support@carewith.app' })).toHaveAttribute(
      'href',
      'mailto:support@carewith.app',
    );
  });
});
