import { screen } from '@testing-library/react';
import { ExportReportMenu } from './ExportReportMenu';
import { renderScreen } from '../../testing/render';
import { SENIOR_ID } from '../../testing/builders';

// Moved from e2e/tests/loved-ones-screens.e2e.spec.ts ("downloads the results as CSV and opens the
// printable report": the menu closed at first, aria-expanded, Escape closing it with the focus back on
// its button). The browser test keeps the CSV downloaded and the report opened for real.
const renderMenu = () =>
  renderScreen(
    <>
      <ExportReportMenu seniorId={SENIOR_ID} />
      <button type="button">Elsewhere</button>
    </>,
    { path: `/seniors/${SENIOR_ID}` },
  );

describe('Export Report', () => {
  it('opens on its button with the CSV and the printable report, and Escape closes it with the focus back on the button', async () => {
    const { user } = await renderMenu();
    const button = screen.getByRole('button', { name: 'Export Report' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Printable Report' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', `/api/seniors/${SENIOR_ID}/results.csv`);
    expect(csv).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Printable Report' })).toHaveAttribute(
      'href',
      `/seniors/${SENIOR_ID}/report`,
    );

    await user.tab();
    expect(csv).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when the focus or a click goes elsewhere', async () => {
    const { user } = await renderMenu();
    const button = screen.getByRole('button', { name: 'Export Report' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
