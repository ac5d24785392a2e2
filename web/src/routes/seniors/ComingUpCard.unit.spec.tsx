import { screen, within } from '@testing-library/react';
import { ComingUpCard } from './ComingUpCard';
import { renderScreen, reply, type Answers } from '../../testing/render';
import { aSenior, anEmptyDashboard, SENIOR_ID } from '../../testing/builders';
import { aSchedule, aSlot } from '../../testing/schedules';

// Moved from e2e/tests/schedule-screens.e2e.spec.ts ("says when a STOP or a missing phone number stops
// the texts; a Family Helper sees them without controls", "says when nothing comes in two weeks";
// "sets a schedule, sees Coming up, pauses, skips one, ...": Coming up with no schedule, the skipped
// slot's "Send this one after all", the pause's words only while paused, the slot kept after a failed
// change). The browser tests keep the slots the server plans, skipped, chosen and sent.
const renderCard = (
  schedule = aSchedule(),
  role: 'OWNER' | 'SIBLING' = 'OWNER',
  api: Answers = {},
  senior = aSenior({ firstName: 'Rose', myRole: role, pausedUntil: schedule.pausedUntil }),
) =>
  renderScreen(<ComingUpCard senior={senior} schedule={schedule} />, {
    api: { '/api/dashboard': anEmptyDashboard(), ...api },
  });
const COMING_UP = `PUT /api/seniors/${SENIOR_ID}/coming-up`;
// A pause that ends long after the test: its slots are paused.
const PAUSED_UNTIL = '2099-01-01T12:00:00.000Z';
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

  it('offers to send a skipped slot after all, instead of skipping it', async () => {
    const slot = aSlot({ state: 'skipped' });
    const { user, api } = await renderCard(aSchedule({ comingUp: [slot] }), 'OWNER', { [COMING_UP]: aSchedule() });
    expect(within(comingUp()).getByText('Skipped', { exact: true })).toBeInTheDocument();
    await user.click(within(comingUp()).getByRole('button', { name: 'Change' }));
    expect(within(comingUp()).queryByRole('button', { name: 'Skip this one' })).not.toBeInTheDocument();
    await user.click(within(comingUp()).getByRole('button', { name: 'Send this one after all' }));
    expect(api.sent(COMING_UP).map((r) => r.body)).toEqual([{ at: slot.at, skip: false, gameId: null }]);
  });

  it('says the pause, and the slots it holds, only while texts are paused', async () => {
    const { unmount } = await renderCard(
      aSchedule({ pausedUntil: PAUSED_UNTIL, comingUp: [aSlot({ state: 'paused' })] }),
    );
    expect(within(comingUp()).getByText(/^Texts paused until /)).toBeInTheDocument();
    expect(within(comingUp()).getByText('Nothing scheduled will be sent before then.')).toBeInTheDocument();
    expect(within(comingUp()).getByText(/^Paused until /)).toBeInTheDocument();
    unmount();
    await renderCard(aSchedule({ comingUp: [aSlot()] }));
    expect(within(comingUp()).getByText('Planned', { exact: true })).toBeInTheDocument();
    expect(within(comingUp()).queryByText(/Texts paused until/)).not.toBeInTheDocument();
    expect(within(comingUp()).queryByText('Nothing scheduled will be sent before then.')).not.toBeInTheDocument();
  });

  it('says when a change fails, and the slot stays as it was', async () => {
    const slot = aSlot();
    const { user, api } = await renderCard(aSchedule({ comingUp: [slot] }), 'OWNER', {
      [COMING_UP]: reply(503, 'down'),
    });
    await user.click(within(comingUp()).getByRole('button', { name: 'Change' }));
    await user.click(within(comingUp()).getByRole('button', { name: 'Skip this one' }));
    expect(await screen.findByText("We couldn't change this text. Please try again.")).toBeInTheDocument();
    expect(api.sent(COMING_UP).map((r) => r.body)).toEqual([{ at: slot.at, skip: true, gameId: null }]);
    expect(within(comingUp()).getByText('Planned', { exact: true })).toBeInTheDocument();
    expect(within(comingUp()).getByRole('button', { name: 'Skip this one' })).toBeEnabled();
  });
});
