import type { DifficultyEvent } from '@carewith/contracts';
import { foldDifficulty } from './difficulty.decider';
import { emptyView, evolveView, readSnapshot, RECENT_CHANGES, snapshotOf, viewOf } from './difficulty-snapshot';

const pinned = (level: 1 | 2 | 3 | 4 | 5, at: number): DifficultyEvent[] => [
  { type: 'LevelPinned', data: { v: 1, level, by: 'u', at } },
  { type: 'LevelChanged', data: { v: 1, from: 3, to: level, reason: 'pinned', by: 'u', at } },
];

describe('difficulty snapshot', () => {
  const history = Array.from({ length: 30 }, (_, i) => pinned(((i % 5) + 1) as 1 | 2 | 3 | 4 | 5, i)).flat();

  it('keeps the state the whole fold gives and only the last 20 changes', () => {
    const view = history.reduce(evolveView, emptyView());
    const { sessions: _s, ...whole } = foldDifficulty(history);
    expect({ ...view.state, sessions: undefined }).toEqual({ ...whole, sessions: undefined });
    expect(view.changes).toHaveLength(RECENT_CHANGES);
    expect(view.changes.at(-1)?.at).toBe(29);
  });

  it('folds on from a stored snapshot as from the events it stands for', () => {
    const [before, after] = [history.slice(0, 40), history.slice(40)];
    const stored = JSON.parse(JSON.stringify(snapshotOf(before.reduce(evolveView, emptyView())))) as unknown;
    const resumed = after.reduce(evolveView, viewOf(readSnapshot(stored)!, []));
    expect(snapshotOf(resumed)).toEqual(snapshotOf(history.reduce(evolveView, emptyView())));
  });

  it('ignores a snapshot of another version', () => {
    expect(readSnapshot({ v: 0, level: 2 })).toBeNull();
    expect(readSnapshot(null)).toBeNull();
  });
});
