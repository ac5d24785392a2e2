import { screen, within } from '@testing-library/react';
import { ComingUpCard } from './ComingUpCard';
import { renderScreen } from '../../testing/render';
import { aSenior, anEmptyDashboard } from '../../testing/builders';
import { aSchedule, aSlot } from '../../testing/schedules';

// Moved from e2e/tests/schedule-screens.e2e.spec.ts ("says when a STOP or a missing phone number stops
// the texts; a Family Helper sees them without controls", "says when nothing comes in two weeks"). The
// browser tests keep the slots the server plans, skipped, chosen and sent.
const renderCard = (schedule = aSchedule(), role: 'OWNER' | 'SIBLING' = 'OWNER') =>
  renderScreen(<ComingUpCard senior={aSenior({ firstName: 'Rose', myRole: role })} schedule={schedule} />, {
    api: { '/api/dashboard': anEmptyDashboard() },
  });
const comingUp = () => screen.getByRole('region', { name: 'Coming up' });

describe('Coming up', () => {
  it('says when nothing comes in the next two weeks, and when nothing is scheduled at all', async () => {
    const { unmount } = await renderCard();
    expect(within(comingUp()).getByText('Nothing is coming up in the next two weeks.')).toBeInTheDocument();
    unmount();
    await renderCard(aSchedule({ schedules: [] }));
    expect(within(comingUp()).getByText('No texts on a schedule yet.')).toBeInTheDocument();
  });

  it('says a STOP stops the texts, with nothing to skip or change', async () => {
    await renderCard(aSchedule({ comingUp: [aSlot({ state: 'stopped' })] }));
    expect(within(comingUp()).getByText('Stopped: their phone replied STOP', { exact: true })).toBeInTheDocument();
    expect(within(comingUp()).queryByRole('button', { name: 'Skip this one' })).not.toBeInTheDocument();
    expect(within(comingUp()).queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
  });

  it('says a missing phone number stops the texts, and what became of the last ones', async () => {
    await renderCard(
      aSchedule({
        comingUp: [aSlot({ state: 'no-phone' })],
        recent: [
          {
            at: '2026-11-28T14:30:00.000Z',
            localDate: '2026-11-28',
            outcome: 'nothing-due',
            gameId: null,
            title: null,
          },
          { at: '2026-11-27T14:30:00.000Z', localDate: '2026-11-27', outcome: 'missed', gameId: null, title: null },
        ],
      }),
    );
    expect(within(comingUp()).getByText('No phone number', { exact: true })).toBeInTheDocument();
    const recent = within(comingUp()).getByRole('list', { name: 'Last scheduled texts' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Nothing was due, so nothing was sent'),
      expect.stringContaining('Not sent: it was too late in the day by the time we could send it'),
    ]);
  });

  it('gives a Co-Caregiver a Change button per planned slot, and a Family Helper none', async () => {
    const schedule = aSchedule({ comingUp: [aSlot()] });
    const { unmount } = await renderCard(schedule);
    expect(within(comingUp()).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    unmount();
    await renderCard(schedule, 'SIBLING');
    expect(within(comingUp()).queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
    expect(within(comingUp()).queryByLabelText('What to send')).not.toBeInTheDocument();
  });
});
