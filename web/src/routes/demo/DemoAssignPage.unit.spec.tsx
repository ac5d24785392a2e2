import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPIED_FEEDBACK_MS } from '@carewith/contracts';
import { DemoAssignPage } from './DemoAssignPage';
import { DemoContext, INITIAL_SETTINGS } from './DemoContext';
import { renderScreen } from '../../testing/render';

// Moved from e2e/tests/public-site.e2e.spec.ts ("the demo, step by step": step 3's summary, the link's
// "Copied!" for two seconds, and the send form that sends nothing). The browser test keeps the walk.
const settings = {
  ...INITIAL_SETTINGS,
  grandchildren: INITIAL_SETTINGS.grandchildren.slice(2, 4),
  difficulty: 'medium' as const,
  timer: 'relaxed' as const,
};
const renderAssign = () =>
  renderScreen(
    <DemoContext.Provider value={{ settings, setSettings: () => undefined }}>
      <DemoAssignPage />
    </DemoContext.Provider>,
    { path: '/game/assign', user: null },
  );

describe('the demo: Share the game link', () => {
  afterEach(() => jest.useRealTimers());

  it('sums up the choices made, and says when to send', async () => {
    await renderAssign();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('2 (Sophia, Noah)')).toBeInTheDocument();
    expect(within(summary).getByText('Medium', { exact: true })).toBeInTheDocument();
    expect(within(summary).getByText('Relaxed (30 seconds per match)', { exact: true })).toBeInTheDocument();
    expect(screen.getByText(/10-11am or 2-3pm/)).toBeInTheDocument();
    expect((screen.getByLabelText('Game link') as HTMLInputElement).value).toMatch(/^https:\/\/.+\/play\//);
  });

  it('says "Copied!" for as long as the product says, then "Copy" again', async () => {
    jest.useFakeTimers();
    await renderAssign();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPIED_FEEDBACK_MS - 100));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('sends nothing, and says so, by text or by e-mail; Preview Game goes to the game', async () => {
    const { user, location } = await renderAssign();
    await user.type(screen.getByLabelText('Phone number'), '+1 555 0100');
    await user.click(screen.getByRole('button', { name: 'Send Text Message' }));
    expect(screen.getByRole('status')).toHaveTextContent('This is a demo, so no text message was sent.');
    await user.click(screen.getByRole('button', { name: 'Open Email Client' }));
    expect(screen.getByRole('status')).toHaveTextContent('This is a demo, so no e-mail was sent.');
    await user.click(screen.getByRole('button', { name: 'Preview Game' }));
    expect(location().pathname).toBe('/game/play');
  });
});
