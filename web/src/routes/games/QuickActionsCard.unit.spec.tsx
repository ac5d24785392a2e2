import { screen, within } from '@testing-library/react';
import { QuickActionsCard } from './QuickActionsCard';
import { renderScreen } from '../../testing/render';
import { GAME_ID } from '../../testing/builders';

// Moved from e2e/tests/caregiver-navigation.e2e.spec.ts ("Generate AI Report is offered only once there
// are results, and says why before": the button's state and its description). The browser test keeps
// the reason's words and a report asked for on a played activity.
const REASON = 'An AI report is written from results: it can be generated once this activity has been played.';

function renderCard(over: { hasResult?: boolean; canManage?: boolean } = {}) {
  const calls = { report: 0, duplicate: 0 };
  const result = renderScreen(
    <QuickActionsCard
      gameId={GAME_ID}
      hasResult={over.hasResult ?? false}
      canManage={over.canManage ?? true}
      onGenerateReport={() => calls.report++}
      generatingReport={false}
      onDuplicate={() => calls.duplicate++}
      duplicating={false}
    />,
  );
  return { calls, result };
}

describe("an activity's Quick Actions", () => {
  it('offers no AI report before there are results, and the reason describes the button', async () => {
    await renderCard().result;
    const button = screen.getByRole('button', { name: 'Generate AI Report' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(REASON);
    expect(screen.queryByRole('link', { name: 'Export Results' })).not.toBeInTheDocument();
  });

  it('offers the report and the results once played', async () => {
    const { calls, result } = renderCard({ hasResult: true });
    const { user } = await result;
    const card = screen.getByRole('region', { name: 'Quick Actions' });
    await user.click(within(card).getByRole('button', { name: 'Generate AI Report' }));
    expect(calls.report).toBe(1);
    expect(screen.queryByText(REASON)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Export Results' })).toHaveAttribute(
      'href',
      `/api/games/${GAME_ID}/results.csv`,
    );
    expect(within(card).getByRole('link', { name: 'Print this activity' })).toHaveAttribute(
      'href',
      `/games/${GAME_ID}/print`,
    );
  });

  it('lets only a Co-Caregiver duplicate the activity', async () => {
    const { result } = renderCard({ canManage: false });
    await result;
    expect(screen.queryByRole('button', { name: 'Duplicate Activity' })).not.toBeInTheDocument();
  });
});
