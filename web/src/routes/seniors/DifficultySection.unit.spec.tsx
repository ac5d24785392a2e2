import { screen, within } from '@testing-library/react';
import type { SeniorDifficulty } from '@carewith/contracts';
import { DifficultySection } from './DifficultySection';
import { renderScreen, reply, type Answers } from '../../testing/render';
import { aSenior, SENIOR_ID } from '../../testing/builders';

// Moved from e2e/tests/difficulty.e2e.spec.ts ("a Family Helper sees the levels but no control; a failed
// load says so"). The browser tests keep the levels changing after real play, and a Co-Caregiver's pin.
const DIFFICULTY = `/api/seniors/${SENIOR_ID}/difficulty`;
const levels: SeniorDifficulty = {
  seniorId: SENIOR_ID,
  templates: [
    {
      templateId: 'grandkid-match',
      level: 2,
      pinned: false,
      changes: [
        {
          from: 3,
          to: 2,
          reason: 'hard-sessions',
          at: '2026-11-20T10:00:00.000Z',
          gameId: null,
          byName: null,
          words: 'Made gentler after two hard activities in a row',
        },
      ],
    },
  ],
};
const renderSection = (role: 'OWNER' | 'SIBLING', api: Answers = { [DIFFICULTY]: levels }) =>
  renderScreen(<DifficultySection senior={aSenior({ myRole: role })} />, { api });

describe('How hard the activities are', () => {
  it('shows a Family Helper the levels and how they changed, with no control', async () => {
    const { user } = await renderSection('SIBLING');
    const card = screen.getByRole('region', { name: 'How hard the activities are' });
    expect(await within(card).findByText('Level 2 of 5')).toBeInTheDocument();
    expect(within(card).getByText('Adapts by itself')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'How levels change' }));
    expect(within(card).getByText('Made gentler after two hard activities in a row')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Change levels' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('gives a Co-Caregiver one control per kind of activity, saved when chosen', async () => {
    const { user, api } = await renderSection('OWNER', {
      [DIFFICULTY]: levels,
      [`PUT ${DIFFICULTY}/grandkid-match`]: { ...levels.templates[0], level: 1, pinned: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Change levels' }));
    const select = screen.getByRole('combobox', { name: 'Level for Family Photo Match' });
    expect(select).toHaveValue('adapt');
    await user.selectOptions(select, 'Level 1 (gentlest)');
    expect(api.sent(`PUT ${DIFFICULTY}/grandkid-match`)[0]?.body).toEqual({ pinnedLevel: 1 });
  });

  it('says so when the levels cannot be loaded', async () => {
    await renderSection('SIBLING', { [DIFFICULTY]: reply(503) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the levels. Please refresh the page to try again.",
    );
  });
});
