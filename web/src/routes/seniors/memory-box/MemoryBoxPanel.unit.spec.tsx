import { screen, within } from '@testing-library/react';
import type { MemoryBox } from '@carewith/contracts';
import { MemoryBoxPanel } from './MemoryBoxPanel';
import { renderScreen, reply, type Answers } from '../../../testing/render';
import { aSenior, SENIOR_ID } from '../../../testing/builders';

// The screen's part of e2e/tests/memory-box-path.e2e.spec.ts's "explains an empty box, says kindly that
// there is nothing to practise yet" (given the server's 409), and what a Family Helper is offered; the
// browser tests keep the real refusal, the box's address after a reload and the walk to play.
const BOX = `/api/seniors/${SENIOR_ID}/memory-box`;
const emptyBox: MemoryBox = {
  seniorId: SENIOR_ID,
  people: [],
  places: [],
  photos: [],
  recipes: [],
  shoppingList: { id: null, items: [], addedBy: null, canEdit: true },
  songs: [],
  topics: [],
};
const renderBox = (role: 'OWNER' | 'SIBLING', api: Answers = {}) =>
  renderScreen(<MemoryBoxPanel senior={aSenior({ firstName: 'Ivy', myRole: role })} />, {
    api: { [BOX]: emptyBox, ...api },
  });

describe('Memory Box', () => {
  it('explains an empty box, and says kindly when there is nothing to practise yet', async () => {
    const { user } = await renderBox('OWNER', {
      [`POST ${BOX}/activities`]: reply(409, { message: 'Nothing to practise' }),
    });
    const intro = await screen.findByRole('region', { name: "Ivy's memory box" });
    expect(
      within(intro).getByText(/^Put the family's memories here: photos of the people and places Ivy loves/),
    ).toBeInTheDocument();
    await user.click(within(intro).getByRole('button', { name: 'Make an activity' }));
    expect(await within(intro).findByRole('alert')).toHaveTextContent(
      'There is nothing to practise in the box yet. Say who is in a few photos, or add a place, a recipe or the shopping list, then try again.',
    );
  });

  it('lets a Family Helper add photos but not make activities, and says who does', async () => {
    await renderBox('SIBLING');
    const intro = await screen.findByRole('region', { name: "Ivy's memory box" });
    expect(within(intro).getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
    expect(within(intro).queryByRole('button', { name: 'Make an activity' })).not.toBeInTheDocument();
    expect(
      within(intro).getByText(
        'You can add photos and memories. A Co-Caregiver makes activities from the box and sends them to Ivy.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the box cannot be loaded', async () => {
    await renderBox('OWNER', { [BOX]: reply(500) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the memory box. Please refresh the page to try again.",
    );
  });

  it('lists the things to talk about, newest first with who sent them; a helper takes back only their own', async () => {
    const topic = (id: string, text: string, addedByName: string, canEdit: boolean) => ({
      id,
      text,
      addedByName,
      addedBy: id,
      canEdit,
      createdAt: '2026-11-24T10:00:00.000Z',
    });
    await renderBox('SIBLING', {
      [BOX]: {
        ...emptyBox,
        topics: [
          topic('00000000-0000-4000-8000-0000000000a1', 'The Palais dances', 'Paula', false),
          topic('00000000-0000-4000-8000-0000000000a2', 'Ask him about the mill', 'Hal', true),
        ],
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Things to talk about' })).closest('section')!;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['“The Palais dances” · from Paula', expect.stringMatching(/^“Ask him about the mill” · from Hal/)]);
    expect(within(card).queryByRole('button', { name: 'Remove “The Palais dances”' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Remove “Ask him about the mill”' })).toBeInTheDocument();
  });
});
