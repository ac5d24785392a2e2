import { screen, waitFor } from '@testing-library/react';
import type { PlayStep } from '@carewith/contracts';
import { aPlay, renderPlay, stubPlayPage, withSpeechHeard } from '../testing/play';

// Moved from e2e/tests/voice-clips.e2e.spec.ts ("without audio instructions nothing is read until Hear
// Again, ...": its first part; "Hear Again on a photo question reads the question and its choices as a
// list ..."). The page's speech module waits for the loved one's first tap once per page load, and a
// test file is one page load: the first tap with audio instructions on is first-tap.unit.spec.tsx's.
// The browser test keeps a real phone hearing the family's clip and the device reading a step.
const places: PlayStep[] = [
  { id: 'a', name: 'The old school', description: 'We learned to read there. The bell rang at nine!' },
  { id: 'b', name: 'The park', description: 'We fed the ducks.' },
];
const read = (texts: string[]) => texts.map((text) => ({ text, lang: 'en', rate: 0.9 }));

describe('Hear Again on the loved one’s page, audio instructions off', () => {
  const page = stubPlayPage();

  it('reads nothing until Hear Again, which reads the prompt sentence by sentence; the first tap, on no control, unlocks the audio element', async () => {
    const heard = withSpeechHeard();
    const { user } = await renderPlay(aPlay('places-flashcards', places));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(heard).toEqual([]);

    await user.click(screen.getByRole('heading', { level: 2, name: 'The old school' }));
    expect(heard).toEqual([]);
    expect(page.loads()).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Hear Again' }));
    await waitFor(() =>
      expect(heard).toEqual(
        read(['The old school.', 'We learned to read there.', 'The bell rang at nine!', 'Do you remember this place?']),
      ),
    );
    expect(page.loads()).toHaveBeenCalledTimes(1);
  });

  it('reads a photo question and its choices as a list in the page’s words, not on the screen', async () => {
    const heard = withSpeechHeard();
    const { user } = await renderPlay(
      aPlay('grandkid-match', [{ id: 'w', question: 'Who is in the garden?', options: ['Emma', 'Liam', 'Rosa'] }]),
    );
    expect(heard).toEqual([]);
    expect(screen.queryByText(/Is it Emma/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hear Again' }));
    await waitFor(() => expect(heard).toEqual(read(['Who is in the garden?', 'Is it Emma, Liam, or Rosa?'])));
  });
});
