import { screen, within } from '@testing-library/react';
import { ScheduleCard } from './ScheduleCard';
import { renderScreen, reply, type Answers } from '../../testing/render';
import { aSenior, SENIOR_ID } from '../../testing/builders';
import { aSchedule, SCHEDULE_ID } from '../../testing/schedules';

// Moved from e2e/tests/schedule-screens.e2e.spec.ts ("says when ... the schedule cannot be read or
// changed": the failed removal and save, the failed read; "a Family Helper sees them without
// controls"; "sets a schedule, sees Coming up, ...": weekly by default, the window's hint and the
// missing day tied to their fields, nothing sent). The browser tests keep a schedule set, sent and
// removed for real, and the server's refusals by their fields.
const renderCard = (options: { role?: 'OWNER' | 'SIBLING'; failed?: boolean; api?: Answers } = {}) =>
  renderScreen(
    <ScheduleCard
      senior={aSenior({ firstName: 'June', myRole: options.role ?? 'OWNER' })}
      schedule={options.failed ? undefined : aSchedule()}
      loading={false}
      failed={options.failed ?? false}
    />,
    { api: options.api },
  );
const card = () => screen.getByRole('region', { name: 'Texts on a schedule' });

describe('Texts on a schedule', () => {
  it('says each time in words, in the loved one’s zone', async () => {
    await renderCard();
    expect(within(card()).getByText('Every Tuesday and Thursday at 14:30', { exact: true })).toBeInTheDocument();
  });

  it('shows a Family Helper the times with no control: no Remove, no Add a time', async () => {
    await renderCard({ role: 'SIBLING' });
    expect(within(card()).getByText('Every Tuesday and Thursday at 14:30')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Add a time' })).not.toBeInTheDocument();
    expect(within(card()).queryByRole('form', { name: 'Add a time' })).not.toBeInTheDocument();
  });

  it('starts weekly, hints at the texting window by the time, and says by the days that one is missing, sending nothing', async () => {
    const { user, api } = await renderCard();
    await user.click(within(card()).getByRole('button', { name: 'Add a time' }));
    const form = within(within(card()).getByRole('form', { name: 'Add a time' }));
    expect(form.getByRole('radio', { name: 'Every week' })).toBeChecked();
    expect(form.getByRole('radio', { name: 'Once' })).not.toBeChecked();
    const time = form.getByLabelText('Time', { exact: true });
    expect(time).toHaveAccessibleDescription('Texts go only between 09:00 and 21:00, UTC time.');

    await user.click(form.getByRole('button', { name: 'Save' }));
    const days = form.getByRole('group', { name: 'Days' });
    expect(await within(days).findByRole('alert')).toHaveTextContent('Choose at least one day');
    expect(days).toHaveAccessibleDescription('Choose at least one day');
    expect(time).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.sent(`POST /api/seniors/${SENIOR_ID}/schedules`)).toEqual([]);
  });

  it('says when a time could not be removed, and keeps it', async () => {
    const { user } = await renderCard({
      api: { [`DELETE /api/seniors/${SENIOR_ID}/schedules/${SCHEDULE_ID}`]: reply(503, 'down') },
    });
    await user.click(within(card()).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText("We couldn't remove this time. Please try again.")).toBeInTheDocument();
    expect(within(card()).getByText('Every Tuesday and Thursday at 14:30')).toBeInTheDocument();
  });

  it('says by the form when a time could not be saved', async () => {
    const { user, api } = await renderCard({
      api: { [`POST /api/seniors/${SENIOR_ID}/schedules`]: reply(503, 'down') },
    });
    await user.click(within(card()).getByRole('button', { name: 'Add a time' }));
    const form = within(card()).getByRole('form', { name: 'Add a time' });
    await user.click(within(form).getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("We couldn't save this time. Please try again.")).toBeInTheDocument();
    expect(api.sent(`POST /api/seniors/${SENIOR_ID}/schedules`)).toHaveLength(1);
  });

  it('says when the schedule cannot be read', async () => {
    await renderCard({ failed: true });
    expect(within(card()).getByRole('alert')).toHaveTextContent(
      "We couldn't load the schedule. Please refresh the page to try again.",
    );
  });
});
