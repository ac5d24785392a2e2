import { GroupedStatement } from './grouped-statement';

// A statement double that records the batches it was given; `fail` decides which items break a batch.
function recorder(fail: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const statement = new GroupedStatement<number, string>(async (items) => {
    batches.push([...items]);
    await gate;
    if (items.some(fail)) throw new Error(`bad item in ${items.join(',')}`);
    return items.map((i) => `row ${i}`);
  }, 4);
  return {
    batches,
    statement,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

describe('GroupedStatement', () => {
  it('given one item, when submitted, then it goes alone and gets its own answer', async () => {
    const r = recorder();
    await expect(r.statement.submit(7)).resolves.toBe('row 7');
    expect(r.batches).toEqual([[7]]);
  });

  it('given items submitted while a statement is in flight, when it returns, then they go together in arrival order, at most the batch size', async () => {
    const r = recorder();
    r.hold();
    const first = r.statement.submit(0);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [1, 2, 3, 4, 5, 6].map((i) => r.statement.submit(i));
    r.release();
    expect(await Promise.all([first, ...rest])).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `row ${i}`));
    expect(r.batches).toEqual([[0], [1, 2, 3, 4], [5, 6]]);
  });

  it('given a batch with one bad item, when it fails, then each item runs alone and only the bad one fails', async () => {
    const r = recorder((i) => i === 2);
    const results = await Promise.allSettled([1, 2, 3].map((i) => r.statement.submit(i)));
    expect(results.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(r.batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('given a statement that answers too few results, then every caller hears it', async () => {
    const statement = new GroupedStatement<number, number>(async () => []);
    await expect(statement.submit(1)).rejects.toThrow('answered 0 results for 1 items');
  });
});
