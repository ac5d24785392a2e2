import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Code says what a block is for, or cites a decision (docs/decisions/), never the tracker's number: a
// clone cannot open the tracker. The docs keep their history in the decision files.
const root = join(__dirname, '..');
const CODE = /\.(ts|tsx|js|mjs|cjs|css|html|sql)$/;
const TRACKER = /\bissues? #?\d+\b|\(#\d{1,3}\)/i;

describe('tracker references in code', () => {
  it('are none', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((path) => CODE.test(path) && !path.startsWith('docs/'));
    const found = files.flatMap((path) =>
      readFileSync(join(root, path), 'utf8')
        .split('\n')
        .flatMap((line, i) => (TRACKER.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
