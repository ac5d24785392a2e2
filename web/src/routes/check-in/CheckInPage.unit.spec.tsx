import { screen, within } from '@testing-library/react';
import type { CheckInView } from '@carewith/contracts';
import { CheckInPage } from './CheckInPage';
import { renderScreen, reply } from '../../testing/render';

// The form and the history, from the API's answers; e2e/tests/loved-ones-screens.e2e.spec.ts ("Check
// In") keeps the walk from the dashboard to a saved check-in and back.
const aCheckIn = (over: Partial<CheckInView> = {}): CheckInView => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  userId: '00000000-0000-4000-8000-000000000001',
  mood: 4,
  freeText: 'Mum laughed at the old photos today.',
  aiReflection: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('Check In', () => {
  it('offers five moods, says there are no check-ins yet, and asks for a mood before saving', async () => {
    const { user, api } = await renderScreen(<CheckInPage />, { path: '/check-in', api: { '/api/check-ins': [] } });
    expect(screen.getByRole('heading', { level: 1, name: 'How are you feeling today?' })).toBeInTheDocument();
    const mood = screen.getByRole('group', { name: 'Your mood right now' });
    expect(within(mood).getAllByRole('radio')).toHaveLength(5);
    for (const name of ['Very low', 'Low', 'Okay', 'Good', 'Great'])
      expect(within(mood).getByRole('radio', { name })).not.toBeChecked();
    const history = screen.getByRole('region', { name: 'Your past check-ins' });
    expect(await within(history).findByText('No check-ins yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Check-In' }));
    expect(await screen.findByText('Please choose how you are feeling', { exact: true })).toBeInTheDocument();
    expect(api.sent('POST /api/check-ins')).toEqual([]);
    await user.click(within(mood).getByRole('radio', { name: 'Good' }));
    expect(screen.queryByText('Please choose how you are feeling')).not.toBeInTheDocument();
  });

  it('saves a mood with a few words, lists it, and readies the form for the next one', async () => {
    let saved: CheckInView[] = [];
    const { user, api } = await renderScreen(<CheckInPage />, {
      path: '/check-in',
      api: {
        '/api/check-ins': () => saved,
        '/api/dashboard': reply(404),
        'POST /api/check-ins': () => {
          saved = [aCheckIn()];
          return reply(201, saved[0]);
        },
      },
    });
    const mood = screen.getByRole('group', { name: 'Your mood right now' });
    await user.click(within(mood).getByRole('radio', { name: 'Good' }));
    await user.type(screen.getByLabelText('Anything on your mind? (optional)'), 'Mum laughed at the old photos today.');
    await user.click(screen.getByRole('button', { name: 'Save Check-In' }));
    expect(await screen.findByText('Check-In Saved')).toBeInTheDocument();
    expect(api.sent('POST /api/check-ins')[0]!.body).toMatchObject({
      mood: 4,
      freeText: 'Mum laughed at the old photos today.',
      language: 'en',
    });
    const history = screen.getByRole('region', { name: 'Your past check-ins' });
    // The mood's label and its score are one line: "Good (4/5)".
    const line = await within(history).findByText((_, element) => element?.textContent === 'Good (4/5)');
    expect(line.tagName).toBe('P');
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(within(mood).getByRole('radio', { name: 'Good' })).not.toBeChecked();
    expect(screen.getByLabelText('Anything on your mind? (optional)')).toHaveValue('');
  });

  it('says when the history cannot be read', async () => {
    await renderScreen(<CheckInPage />, { path: '/check-in', api: { '/api/check-ins': reply(500) } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your check-ins. Please refresh the page to try again.",
    );
  });

  it('speaks Spanish, its check too', async () => {
    const { user } = await renderScreen(<CheckInPage />, {
      path: '/check-in',
      language: 'es',
      api: { '/api/check-ins': [] },
    });
    expect(screen.getByRole('heading', { level: 1, name: '¿Cómo se siente hoy?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar registro de ánimo' }));
    expect(await screen.findByText('Elija cómo se siente, por favor')).toBeInTheDocument();
  });
});
