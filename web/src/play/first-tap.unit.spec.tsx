import { screen, waitFor } from '@testing-library/react';
import { aPlay, renderPlay, stubPlayPage, withSpeechHeard } from '../testing/play';

// Moved from e2e/tests/voice-clips.e2e.spec.ts ("without audio instructions nothing is read until Hear
// Again, ...; a first tap on an answer does not read the old step"). A file of its own: the page's
// speech module waits for the first tap once per page load, and a test file is one page load.

describe('the first tap on the loved one’s page, audio instructions on', () => {
  stubPlayPage();

  it('reads nothing before it; a first tap on an answer reads the next step, never the one left', async () => {
    const heard = withSpeechHeard();
    const play = aPlay('places-flashcards', [
      { id: 'a', name: 'The old school', description: 'We learned to read there.' },
      { id: 'b', name: 'The park', description: 'We fed the ducks.' },
    ]);
    play.gameInstance.configJSON.accessibility = {
      ...play.gameInstance.configJSON.accessibility!,
      audioInstructions: true,
    };
    const { user } = await renderPlay(play);
    expect(heard).toEqual([]);

    await user.click(screen.getByRole('button', { name: "I'm not sure" }));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(heard).toEqual(
        ['The park.', 'We fed the ducks.', 'Do you remember this place?'].map((text) => ({
          text,
          lang: 'en',
          rate: 0.9,
        })),
      ),
    );
  });
});
