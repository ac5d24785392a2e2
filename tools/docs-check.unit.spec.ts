import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

// tools/docs-check.mjs, run as `node tools/docs-check.mjs` runs it: the repository's docs pass, and
// each rule it keeps fails on a small tree of docs broken in that one way.
const ROOT = resolve(__dirname, '..');
const SCRIPT = join(__dirname, 'docs-check.mjs');

type Result = { status: number | null; problems: string[]; decisions: number; indexLines: number };

function check(root: string): Result {
  const run = spawnSync(process.execPath, [SCRIPT, root, '--json'], { encoding: 'utf8' });
  if (!run.stdout) throw new Error(`docs-check printed nothing: ${run.stderr}`);
  return { status: run.status, ...(JSON.parse(run.stdout) as Omit<Result, 'status'>) };
}

type Tree = Record<string, string>;

// Three decisions (the second superseded by the third), their index, README and one more doc.
const aTree = (): Tree => ({
  'README.md': [
    '# Example',
    '',
    'What it is.',
    '',
    '## Quick start',
    '',
    '```sh',
    'npm install && npm start',
    '```',
    '',
    'Choices: [the decisions](docs/decisions.md).',
    '',
  ].join('\n'),
  'docs/decisions.md': [
    '# Decisions',
    '',
    '## Everything',
    '',
    '- [1. One](decisions/0001-one.md) · [2. Two](decisions/0002-two.md) (superseded by 3)',
    '- [3. Three](decisions/0003-three.md)',
    '',
  ].join('\n'),
  'docs/decisions/0001-one.md': '# 1. One\n\nStatus: accepted\n\nThe first choice.\n',
  'docs/decisions/0002-two.md': '# 2. Two\n\nStatus: superseded by 3\n\nReplaced by [3. Three](0003-three.md).\n',
  'docs/decisions/0003-three.md': '# 3. Three\n\nStatus: accepted\n\nThe choice that replaced the second.\n',
  'docs/guide.md': '# Guide\n\nSee [everything](decisions.md#everything) and [the first](decisions/0001-one.md).\n',
});

const roots: string[] = [];
function write(tree: Tree): string {
  const root = mkdtempSync(join(tmpdir(), 'docs-check-'));
  roots.push(root);
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('docs-check', () => {
  it("passes the repository's own docs", () => {
    const result = check(ROOT);
    expect(result.problems).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.decisions).toBeGreaterThan(250);
    expect(result.indexLines).toBeLessThan(300);
  });

  it('passes a well-formed tree (so each break below fails for its own reason)', () => {
    expect(check(write(aTree()))).toMatchObject({ status: 0, problems: [], decisions: 3 });
  });

  const broken: [string, (tree: Tree) => void, string][] = [
    [
      'a decision file without its Status line',
      (t) => (t['docs/decisions/0001-one.md'] = '# 1. One\n\nThe first choice.\n'),
      'docs/decisions/0001-one.md: no "Status: accepted" or "Status: superseded by M" line',
    ],
    [
      'a decision file the index does not link',
      (t) => (t['docs/decisions/0004-four.md'] = '# 4. Four\n\nStatus: accepted\n'),
      'docs/decisions/0004-four.md: not linked from docs/decisions.md',
    ],
    [
      'a decision superseded by one that has no file',
      (t) => (t['docs/decisions/0002-two.md'] = '# 2. Two\n\nStatus: superseded by 9\n'),
      'docs/decisions/0002-two.md: superseded by 9, which is no decision file of its own',
    ],
    [
      'a decision file not named by its number',
      (t) => (t['docs/decisions/new-docs-four.md'] = '# Four\n\nStatus: accepted\n'),
      'docs/decisions/new-docs-four.md: name it NNNN-short-slug.md with the next number (0004)',
    ],
    [
      'an index of 300 lines',
      (t) => (t['docs/decisions.md'] += '\n'.repeat(300 - t['docs/decisions.md'].split('\n').length + 1)),
      'docs/decisions.md has 300 lines: keep the index under 300',
    ],
    [
      'a README whose Quick start is past its first 20 lines',
      (t) => (t['README.md'] = `${'\n'.repeat(16)}${t['README.md']}`),
      'README.md\'s "## Quick start" is on line 21, not within the first 20',
    ],
    [
      'a link to a missing file',
      (t) => (t['docs/guide.md'] += 'And [gone](decisions/0005-five.md).\n'),
      'docs/guide.md: link to decisions/0005-five.md points to a missing file',
    ],
    [
      'a link to a heading that is not there',
      (t) => (t['README.md'] += 'And [nowhere](docs/decisions.md#nothing-here).\n'),
      'README.md: link to docs/decisions.md#nothing-here names no heading or anchor of docs/decisions.md',
    ],
  ];

  it.each(broken)('fails on %s', (_name, breakIt, problem) => {
    const tree = aTree();
    breakIt(tree);
    expect(check(write(tree))).toMatchObject({ status: 1, problems: [problem] });
  });
});
