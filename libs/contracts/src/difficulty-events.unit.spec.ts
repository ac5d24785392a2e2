import { difficultyChangeWords, difficultyLevelWords, pinDifficultyRequestSchema } from './difficulty-events';

describe('difficultyChangeWords', () => {
  it.each([
    [{ from: 3, to: 2, reason: 'hard-sessions' as const }, 'Made gentler after two hard activities in a row'],
    [{ from: 3, to: 2, reason: 'abandoned' as const }, 'Made gentler after an unfinished activity'],
    [{ from: 3, to: 4, reason: 'easy-sessions' as const }, 'Made a little harder after three easy activities in a row'],
    [{ from: 3, to: 2, reason: 'pinned' as const, byName: 'Nora' }, 'Set to level 2 by Nora'],
    [{ from: 3, to: 3, reason: 'pinned' as const, byName: ' Nora ' }, 'Set to level 3 by Nora'],
    [{ from: 3, to: 5, reason: 'pinned' as const, byName: null }, 'Set to level 5'],
    [{ from: 4, to: 4, reason: 'unpinned' as const, byName: 'Nora' }, 'Adapting again'],
  ])('given %p, then it says "%s"', (change, words) => {
    expect(difficultyChangeWords(change)).toBe(words);
  });

  it('says a level as "Level 3 of 5"', () => {
    expect(difficultyLevelWords(3)).toBe('Level 3 of 5');
  });
});

describe('pinDifficultyRequestSchema', () => {
  it.each([[1], [5], [null]])('accepts pinnedLevel %p', (pinnedLevel) => {
    expect(pinDifficultyRequestSchema.parse({ pinnedLevel })).toEqual({ pinnedLevel });
  });
  it.each([[0], [6], [2.5], ['3'], [undefined]])('refuses pinnedLevel %p with the reason', (pinnedLevel) => {
    const parsed = pinDifficultyRequestSchema.safeParse({ pinnedLevel });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['pinnedLevel'],
      message: 'Choose a level from 1 to 5, or null to let it adapt',
    });
  });
});
