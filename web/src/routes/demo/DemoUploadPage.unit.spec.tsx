import { screen } from '@testing-library/react';
import { DemoUploadPage } from './DemoUploadPage';
import { DemoContext, INITIAL_SETTINGS, type DemoSettings } from './DemoContext';
import { renderScreen } from '../../testing/render';

// Moved from e2e/tests/public-site.e2e.spec.ts ("the demo, step by step": step 2's rules, four to
// start, never fewer than two nor more than eight, and its two selects). The browser test keeps the
// walk through the six steps, their screenshots and axe.
// Label queries, not role ones: a page of sixteen controls makes role queries slow in jsdom.
const names = () => screen.getAllByLabelText(/^Name of grandchild/);
const removeButtons = () => screen.queryAllByText(/^Remove/).map((text) => text.closest('button')!);

function renderUpload() {
  const saved: DemoSettings[] = [];
  const result = renderScreen(
    <DemoContext.Provider value={{ settings: INITIAL_SETTINGS, setSettings: (s) => saved.push(s) }}>
      <DemoUploadPage />
    </DemoContext.Provider>,
    { path: '/game/upload', user: null },
  );
  return { saved, result };
}

describe('the demo: Add the grandchildren', () => {
  it('starts with four named grandchildren, never goes below two nor above eight', async () => {
    const { user } = await renderUpload().result;
    expect(names().map((input) => (input as HTMLInputElement).value)).toEqual(['Emma', 'Liam', 'Sophia', 'Noah']);
    expect(screen.getByRole('img', { name: 'Photo of Emma' })).toHaveAttribute('src', '/demo/grandchild-emma.svg');
    expect(removeButtons()).toHaveLength(4);
    await user.click(removeButtons()[0]!);
    await user.click(removeButtons()[0]!);
    expect(names()).toHaveLength(2);
    expect(removeButtons()).toHaveLength(0);
    for (let n = 3; n <= 8; n++) {
      await user.click(screen.getByText('Add Grandchild'));
      await user.type(screen.getByLabelText(`Name of grandchild ${n}`), `G${n}`);
    }
    expect(names()).toHaveLength(8);
    expect(screen.queryByText('Add Grandchild')).not.toBeInTheDocument();
    expect(screen.getByText('8 of 8 grandchildren')).toBeInTheDocument();
    await user.click(removeButtons().at(-1)!);
    expect(screen.getByRole('button', { name: 'Add Grandchild' })).toBeInTheDocument();
  });

  it('offers three difficulties and three timers, and keeps the choices on Continue', async () => {
    const { saved, result } = renderUpload();
    const { user, location } = await result;
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => [o.value, o.textContent]);
    expect(options('Difficulty').map(([value]) => value)).toEqual(['easy', 'medium', 'hard']);
    expect(options('Timer').map(([, text]) => text)).toEqual([
      'No timer',
      'Relaxed (30 seconds per match)',
      'Standard (15 seconds per match)',
    ]);
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'medium');
    await user.selectOptions(screen.getByLabelText('Timer'), 'relaxed');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(saved.at(-1)).toMatchObject({ difficulty: 'medium', timer: 'relaxed' });
    expect(location().pathname).toBe('/game/assign');
  });

  it('asks for every name before going on', async () => {
    const { saved, result } = renderUpload();
    const { user } = await result;
    await user.click(screen.getByRole('button', { name: 'Add Grandchild' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give every grandchild a name.');
    expect(saved).toEqual([]);
  });
});
