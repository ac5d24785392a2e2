import { existsSync } from 'node:fs';
import { join } from 'node:path';

// The recorded durations order a fresh clone's run (tools/jest-sequencer.cjs looks each file up by its
// path from the repository's root). A key that names no file of the checkout (a path of the clone the
// run was recorded in, "../../tmp/clean/e2e/...") orders nothing: the longest browser files may then
// start last and a CI run lasts minutes longer.
const root = join(__dirname, '..');
const recorded = require('./test-durations.json') as Record<string, number>;

describe('recorded test durations', () => {
  it('name test files by their path from the repository root', () => {
    const strays = Object.keys(recorded).filter(
      (path) => path.startsWith('..') || path.startsWith('/') || !existsSync(join(root, path)),
    );
    expect(strays).toEqual([]);
  });

  it('hold the longest browser files, so they start first', () => {
    const e2e = Object.keys(recorded).filter((path) => path.startsWith('e2e/'));
    expect(e2e.length).toBeGreaterThan(40);
  });
});
