import { screen } from '@testing-library/react';
import { ConversationStartersCard } from './ConversationStartersCard';
import { SeniorConversationSection } from './SeniorConversationSection';
import { renderScreen, reply } from '../../testing/render';
import { GAME_ID, SENIOR_ID } from '../../testing/builders';

// Moved from e2e/tests/conversation-starters.e2e.spec.ts ("the screens say when there is nothing yet,
// and when loading fails"). The browser tests keep the starters written after real play and marked.
const FAILED = "We couldn't load these. Please refresh the page to try again.";
const noStarters = {
  gameInstanceId: GAME_ID,
  seniorId: SENIOR_ID,
  title: 'x',
  templateId: 'places-flashcards',
  completedAt: null,
  starters: [],
};

describe('things to talk about', () => {
  it("on the profile's Talk tab: says what will appear after a first activity, and leads to the letter", async () => {
    await renderScreen(<SeniorConversationSection senior={{ id: SENIOR_ID, firstName: 'Lily' }} />, {
      api: { [`/api/seniors/${SENIOR_ID}/conversation-starters`]: { activities: [] } },
    });
    expect(
      await screen.findByText(
        'When Lily finishes an activity, two or three things to talk about on your next call will appear here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /letter/i })).toHaveAttribute('href', '/digest');
  });

  it("on the profile's Talk tab: says so when they cannot be loaded", async () => {
    await renderScreen(<SeniorConversationSection senior={{ id: SENIOR_ID, firstName: 'Lily' }} />, {
      api: { [`/api/seniors/${SENIOR_ID}/conversation-starters`]: reply(500, '') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  });

  it("on an activity's page: says when there is nothing yet, and when they cannot be loaded", async () => {
    const { unmount } = await renderScreen(<ConversationStartersCard gameId={GAME_ID} />, {
      api: { [`/api/games/${GAME_ID}/conversation-starters`]: noStarters },
    });
    expect(await screen.findByText('There is nothing to talk about from this activity yet.')).toBeInTheDocument();
    unmount();
    await renderScreen(<ConversationStartersCard gameId={GAME_ID} />, {
      api: { [`/api/games/${GAME_ID}/conversation-starters`]: reply(500, { message: 'Internal server error' }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  });
});
