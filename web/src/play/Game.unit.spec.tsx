import { screen, within } from '@testing-library/react';
import { aPlay, renderPlay, withSpeech, withoutSpeech } from '../testing/play';

// The loved one's page marks no answer wrong (docs/product-spec.md: errorless, no score on the page):
// any name chosen is thanked, and the page moves on.
const photoMatch = aPlay('grandkid-match', [
  { id: 's1', question: 'Who is this?', options: ['Emma', 'Liam', 'Sophia'] },
  { id: 's2', question: 'And who is this?', options: ['Noah', 'Ava'] },
]);

describe("the loved one's play page: a photo question", () => {
  afterEach(withoutSpeech);

  it('greets them by name and says where they are, with a read-aloud button', async () => {
    withSpeech();
    await renderPlay(photoMatch);
    expect(screen.getByText('Hello, Margaret!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Family Photo Match' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who is this?' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('button', { name: 'Hear Again' })).toBeInTheDocument();
  });

  it('reads the question and its names aloud on Hear Again', async () => {
    const spoken = withSpeech();
    const { user } = await renderPlay(photoMatch);
    await user.click(screen.getByRole('button', { name: 'Hear Again' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(spoken.join(' ')).toContain('Who is this?');
  });

  it('thanks them for any name, marks nothing wrong, and moves on', async () => {
    const { user } = await renderPlay(photoMatch);
    // Not the one in the photo, as far as the page knows: it has no right answer to mark against.
    await user.click(screen.getByRole('button', { name: 'Liam' }));
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('You chose Liam.')).toBeInTheDocument();
    const page = document.body.textContent ?? '';
    for (const word of ['Wrong', 'wrong', 'Incorrect', 'incorrect', 'Try again', '✗', '✘', '❌'])
      expect(page).not.toContain(word);
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'And who is this?' })).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
  });

  it('opens the help as a calm panel that Escape closes', async () => {
    const { user } = await renderPlay(photoMatch);
    await user.click(screen.getByRole('button', { name: 'Need Help?' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Take your time! Click on the answer that feels right to you.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Spanish for a loved one who reads it', async () => {
    withSpeech();
    await renderPlay({ ...photoMatch, senior: { firstName: 'Rosa', language: 'es' } }, 'es');
    expect(screen.getByText('Pregunta 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escuchar otra vez' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Necesita ayuda?' })).toBeInTheDocument();
    expect(screen.queryByText('Hear Again')).not.toBeInTheDocument();
  });
});
