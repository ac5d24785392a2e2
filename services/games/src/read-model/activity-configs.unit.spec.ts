import type { GameConfig } from '@carewith/contracts';
import { ActivityConfigs } from './activity-configs';

// A stand-in for the database: rows of (id, version), and the ids each read asked for.
function table(versions: Record<string, string>) {
  const reads: string[][] = [];
  return {
    reads,
    versions,
    query: async <T>(_sql: string, parameters?: unknown[]) => {
      const ids = (parameters?.[0] ?? []) as string[];
      reads.push(ids);
      return ids
        .filter((id) => id in versions)
        .map((id) => ({ id, version: versions[id], config_json: { title: `${id}@${versions[id]}` } })) as T;
    },
  };
}
const title = (c: GameConfig | undefined) => c?.title;

describe('ActivityConfigs', () => {
  it('reads an activity once per version, and again when its version moved', async () => {
    const db = table({ a: '1', b: '1' });
    const configs = new ActivityConfigs();
    const first = await configs.load(db, [
      { id: 'a', version: '1' },
      { id: 'b', version: '1' },
      { id: 'a', version: '1' },
    ]);
    expect([title(first.get('a')), title(first.get('b'))]).toEqual(['a@1', 'b@1']);
    expect(db.reads).toEqual([['a', 'b']]);
    await configs.load(db, [{ id: 'a', version: '1' }]);
    expect(db.reads).toHaveLength(1);
    db.versions.a = '2';
    const moved = await configs.load(db, [{ id: 'a', version: '2' }]);
    expect(title(moved.get('a'))).toBe('a@2');
    expect(db.reads).toEqual([['a', 'b'], ['a']]);
  });

  it('leaves out an activity the database no longer has', async () => {
    const configs = new ActivityConfigs();
    const found = await configs.load(table({}), [{ id: 'gone', version: '7' }]);
    expect(found.has('gone')).toBe(false);
    expect(configs.size).toBe(0);
  });

  it('keeps at most its capacity, the least recently used first to go', async () => {
    const db = table({ a: '1', b: '1', c: '1' });
    const configs = new ActivityConfigs(2);
    await configs.load(db, [{ id: 'a', version: '1' }]);
    await configs.load(db, [{ id: 'b', version: '1' }]);
    await configs.load(db, [{ id: 'a', version: '1' }]); // a used again: b is now the oldest
    await configs.load(db, [{ id: 'c', version: '1' }]);
    expect(configs.size).toBe(2);
    db.reads.splice(0);
    await configs.load(db, [
      { id: 'a', version: '1' },
      { id: 'b', version: '1' },
      { id: 'c', version: '1' },
    ]);
    expect(db.reads).toEqual([['b']]);
  });
});
