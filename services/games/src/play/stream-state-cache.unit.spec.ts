import { initialState } from './game-session.decider';
import { StreamStateCache } from './stream-state-cache';

const entry = (revision: number) => ({ revision, state: initialState(), eventIds: new Set<string>() });

describe('StreamStateCache', () => {
  it('keeps the most recently used streams, up to its size', () => {
    const cache = new StreamStateCache(2);
    cache.set('a', entry(0));
    cache.set('b', entry(1));
    expect(cache.get('a')?.revision).toBe(0); // a is now the most recent
    cache.set('c', entry(2)); // evicts b
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.revision).toBe(0);
    expect(cache.get('c')?.revision).toBe(2);
    expect(cache.size).toBe(2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
