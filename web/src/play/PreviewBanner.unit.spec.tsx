import { screen } from '@testing-library/react';
import { aPlay, renderPlay } from '../testing/play';

// The caregiver's preview of the play page speaks to the caregiver in English, whatever the loved one's
// language; the page around it is the loved one's.
describe("the play page's preview banner", () => {
  it('says in English that answers are not saved, on a Spanish page', async () => {
    await renderPlay(
      aPlay('places-flashcards', [{ id: 'p1', name: 'La playa', description: '' }], {
        senior: { firstName: 'Rosa', language: 'es' },
      }),
      'es',
    );
    const banner = screen.getByText('Preview — answers are not saved');
    expect(banner).toHaveAttribute('lang', 'en');
    expect(screen.getByText('¡Hola, Rosa!')).toBeInTheDocument();
    expect(screen.getByText('¿Recuerda este lugar?')).toBeInTheDocument();
  });
});
