import { screen, within } from '@testing-library/react';
import type { ReminderNotice } from '@carewith/contracts';
import { RemindersNotice } from './RemindersNotice';
import { renderScreen, reply } from '../../testing/render';
import { GAME_ID, SENIOR_ID } from '../../testing/builders';

// The notice's states, from the answers of GET /api/reminders; e2e/tests/reminders.e2e.spec.ts keeps a
// reminder texted for real, its notice in English and Spanish, and another family seeing none.
const aNotice = (over: Partial<ReminderNotice> = {}): ReminderNotice => ({
  gameId: GAME_ID,
  seniorId: SENIOR_ID,
  firstName: 'Rose',
  title: 'Family faces',
  templateId: 'grandkid-match',
  firstSentAt: '2026-11-20T10:00:00.000Z',
  remindedAt: '2026-11-21T10:30:00.000Z',
  ...over,
});

describe('Gentle Reminders on the dashboard', () => {
  it('shows nothing at all when no reminder went, or when they cannot be read', async () => {
    const { unmount } = await renderScreen(<RemindersNotice />, { api: { '/api/reminders': [] } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Gentle Reminders' })).not.toBeInTheDocument();
    unmount();
    const { api } = await renderScreen(<RemindersNotice />, { api: { '/api/reminders': reply(503) } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.sent('/api/reminders')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Gentle Reminders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says calmly which link waited how long, with the way to the activity', async () => {
    await renderScreen(<RemindersNotice />, {
      api: {
        '/api/reminders': [
          aNotice(),
          aNotice({ gameId: SENIOR_ID, title: 'Sea views', remindedAt: '2026-11-23T11:00:00.000Z' }),
        ],
      },
    });
    const card = await screen.findByRole('region', { name: 'Gentle Reminders' });
    expect(
      within(card).getByText(
        'We sent Rose a gentle reminder for "Family faces": the link had not been opened for a day.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByText(
        'We sent Rose a gentle reminder for "Sea views": the link had not been opened for 3 days.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See "Family faces"' })).toHaveAttribute('href', `/games/${GAME_ID}`);
  });

  it("names an activity that kept its template's name in Spanish, and keeps the family's own title", async () => {
    await renderScreen(<RemindersNotice />, {
      language: 'es',
      api: {
        '/api/reminders': [
          aNotice({ title: 'Familiar Places', templateId: 'places-flashcards' }),
          aNotice({ gameId: SENIOR_ID }),
        ],
      },
    });
    const card = await screen.findByRole('region', { name: 'Recordatorios amables' });
    expect(within(card).getByRole('link', { name: 'Ver «Lugares conocidos»' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ver «Family faces»' })).toBeInTheDocument();
  });
});
