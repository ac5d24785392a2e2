import { screen, within } from '@testing-library/react';
import { DemoPlayPage } from './DemoPlayPage';
import { renderScreen } from '../../testing/render';

// Moved from e2e/tests/public-site.e2e.spec.ts ("the demo, step by step": step 4's rules, a wrong pair
// changing nothing, Start Over, all four matched). The browser test keeps the walk, screenshots and axe.
const progress = () => screen.getByText(/^Matches: \d \/ 4$/);
const photo = (n: number) => within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('button')[n - 1]!;
const name = (n: string) => within(screen.getByRole('region', { name: 'Names' })).getByRole('button', { name: n });

describe('the demo: Who is this?', () => {
  it('matches a photo to a name: a wrong pair changes nothing, Start Over begins again, four end it', async () => {
    const { user } = await renderScreen(<DemoPlayPage />, { path: '/game/play', user: null });
    const match = screen.getByRole('button', { name: 'Make This Match!' });
    expect(progress()).toHaveTextContent('Matches: 0 / 4');
    expect(match).toBeDisabled();

    await user.click(photo(1));
    await user.click(name('Liam'));
    await user.click(match);
    expect(screen.getByText('Not quite. Take your time and try another name.')).toBeInTheDocument();
    expect(progress()).toHaveTextContent('Matches: 0 / 4');

    await user.click(photo(1));
    expect(photo(1)).toHaveAttribute('aria-pressed', 'true');
    await user.click(name('Emma'));
    await user.click(match);
    expect(progress()).toHaveTextContent('Matches: 1 / 4');
    expect(screen.getByText('Lovely! That is Emma.')).toBeInTheDocument();
    expect(photo(1)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(progress()).toHaveTextContent('Matches: 0 / 4');

    for (const [i, kid] of ['Emma', 'Liam', 'Sophia', 'Noah'].entries()) {
      await user.click(photo(i + 1));
      await user.click(name(kid));
      await user.click(screen.getByRole('button', { name: 'Make This Match!' }));
      expect(progress()).toHaveTextContent(`Matches: ${i + 1} / 4`);
    }
    expect(screen.getByText('Wonderful! All four grandchildren matched.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make This Match!' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Results' })).toHaveAttribute('href', '/game/results');
  });
});
