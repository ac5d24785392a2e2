import { jsonListEnd, jsonListPiece } from './senior-archive';

// activities.json is written an activity at a time, and must read as it did when it was written whole.
describe('a JSON list written item by item', () => {
  const whole = (items: unknown[]) => items.map(jsonListPiece).join('') + jsonListEnd(items.length);

  it.each([
    ['no items', []],
    ['one item', [{ id: 'a', steps: [{ q: 'Who?\nThis one', options: ['Emma', 'Liam'] }], result: null }]],
    ['several items', [{ a: 1 }, [], { nested: { deeper: [1, { x: 'y' }] }, empty: {} }, 'text', 4]],
  ])('is JSON.stringify(list, null, 2) with a newline: %s', (_name, items) => {
    expect(whole(items)).toBe(`${JSON.stringify(items, null, 2)}\n`);
  });
});
