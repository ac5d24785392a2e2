import { screen, within } from '@testing-library/react';
import { GoalsPanel } from './GoalsPanel';
import { renderScreen, reply, type Answers } from '../../../testing/render';
import { aSenior, SENIOR_ID } from '../../../testing/builders';

// Everyday goals on the profile: the empty state, the form's checks, and what a Family Helper is told.
const GOALS = `/api/seniors/${SENIOR_ID}/goals`;
const none = (canManage: boolean) => ({ goals: [], asOf: '2026-11-29T08:00:00.000Z', canManage });
const renderGoals = (api: Answers, role: 'OWNER' | 'SIBLING' = 'OWNER') =>
  renderScreen(<GoalsPanel senior={aSenior({ firstName: 'Rosa', myRole: role })} />, {
    api: { [`/api/seniors/${SENIOR_ID}/memory-box`]: reply(404), ...api },
  });

describe('Goals', () => {
  it('says honestly there are no goals yet, and opens the form to set the first', async () => {
    await renderGoals({ [GOALS]: none(true) });
    const list = await screen.findByRole('region', { name: "Rosa's goals" });
    expect(within(list).getByText('No goals yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Practise one real thing until it sticks: a new name, where something lives, how to use a button. Practising a goal helps with that goal; it is not a treatment for memory.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Add a goal' })).toBeInTheDocument();
  });

  it('asks for the question and the answer before saving a goal', async () => {
    const { user, api } = await renderGoals({ [GOALS]: none(true) });
    const add = await screen.findByRole('region', { name: 'Add a goal' });
    const open = within(add).queryByRole('button', { name: 'Set a goal for Rosa' });
    if (open) await user.click(open);
    await user.click(within(add).getByRole('button', { name: 'Save the goal' }));
    expect(await within(add).findByText('Write the question they will be asked')).toBeInTheDocument();
    expect(within(add).getByText('Write the answer to remember')).toBeInTheDocument();
    expect(api.sent(`POST ${GOALS}`)).toEqual([]);
  });

  it('tells a Family Helper who sets goals, with no form to add one', async () => {
    await renderGoals({ [GOALS]: none(false) }, 'SIBLING');
    expect(
      await screen.findByText('A Co-Caregiver adds, rates and stops goals. You can record a voice cue for any goal.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add a goal' })).not.toBeInTheDocument();
  });

  it('says so when the goals cannot be loaded', async () => {
    await renderGoals({ [GOALS]: reply(500) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the goals. Please refresh the page to try again.",
    );
  });
});
