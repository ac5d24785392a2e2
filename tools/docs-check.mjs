#!/usr/bin/env node
// Checks the documents a clone reads (docs/decisions.md says how decisions are added):
// - every file in docs/decisions/ is named NNNN-slug.md, starts with "# N. Title" and has a
//   "Status: accepted" or "Status: superseded by M" line, M being another decision's file;
// - every decision file is linked from the index, docs/decisions.md, which stays under 300 lines;
// - README.md has "## Quick start" within its first 20 lines;
// - no relative markdown link in README.md or docs/ points to a missing file or heading.
// `node tools/docs-check.mjs [root] [--json]`: exit 1 and one line per problem when something is wrong.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const INDEX_MAX_LINES = 300;
export const QUICK_START_WITHIN = 20;
const DECISION_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const STATUS = /^Status: (?:accepted|superseded by (\d+))$/m;

// Lines as `wc -l` counts them (newline characters).
const lineCount = (text) => (text.match(/\n/g) ?? []).length;

function markdownFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

// The text with fenced blocks and inline code blanked out, so a link shown as code is not followed.
function withoutCode(text) {
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
}

// The anchors a markdown file offers: its headings as GitHub names them, and explicit ids.
function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  for (const line of text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times ? `${slug}-${times}` : slug);
  }
  return anchors;
}

function checkLinks(root, files) {
  const problems = [];
  const anchorCache = new Map();
  const anchors = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path);
  };
  for (const file of files) {
    const text = withoutCode(readFileSync(file, 'utf8'));
    for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1];
      // Addresses elsewhere (https:, mailto:) are not ours to check.
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [pathPart, fragment] = target.split('#');
      const path = pathPart ? resolve(dirname(file), decodeURIComponent(pathPart.split('?')[0])) : file;
      const where = `${relative(root, file)}: link to ${target}`;
      if (!existsSync(path)) {
        problems.push(`${where} points to a missing file`);
        continue;
      }
      if (fragment && path.endsWith('.md') && statSync(path).isFile() && !anchors(path).has(fragment))
        problems.push(`${where} names no heading or anchor of ${relative(root, path)}`);
    }
  }
  return problems;
}

export function checkDocs(root) {
  const problems = [];
  const docs = join(root, 'docs');
  const decisionsDir = join(docs, 'decisions');
  const indexPath = join(docs, 'decisions.md');
  const index = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : '';
  if (!index) problems.push('docs/decisions.md (the index of decisions) is missing or empty');

  const names = existsSync(decisionsDir) ? readdirSync(decisionsDir).filter((n) => n.endsWith('.md')) : [];
  const byNumber = new Map();
  for (const name of names) {
    const m = DECISION_FILE.exec(name);
    if (m) byNumber.set(Number(m[1]), [...(byNumber.get(Number(m[1])) ?? []), name]);
  }
  const next = Math.max(0, ...byNumber.keys()) + 1;
  for (const [number, files] of byNumber)
    if (files.length > 1) problems.push(`decision ${number} has ${files.length} files: ${files.join(', ')}`);

  for (const name of names) {
    const where = `docs/decisions/${name}`;
    const m = DECISION_FILE.exec(name);
    if (!m) {
      problems.push(`${where}: name it NNNN-short-slug.md with the next number (${String(next).padStart(4, '0')})`);
      continue;
    }
    const number = Number(m[1]);
    const text = readFileSync(join(decisionsDir, name), 'utf8');
    if (!text.startsWith(`# ${number}. `)) problems.push(`${where}: the first line must be "# ${number}. Title"`);
    const status = STATUS.exec(text);
    if (!status) problems.push(`${where}: no "Status: accepted" or "Status: superseded by M" line`);
    else if (status[1] !== undefined) {
      const by = Number(status[1]);
      if (by === number || !byNumber.has(by))
        problems.push(`${where}: superseded by ${status[1]}, which is no decision file of its own`);
    }
    if (index && !index.includes(`(decisions/${name})`)) problems.push(`${where}: not linked from docs/decisions.md`);
  }

  const indexLines = lineCount(index);
  if (indexLines >= INDEX_MAX_LINES)
    problems.push(`docs/decisions.md has ${indexLines} lines: keep the index under ${INDEX_MAX_LINES}`);

  const readmePath = join(root, 'README.md');
  const readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8').split('\n') : [];
  const quickStart = readme.findIndex((line) => line.trim() === '## Quick start');
  if (quickStart < 0 || quickStart >= QUICK_START_WITHIN)
    problems.push(
      quickStart < 0
        ? 'README.md has no "## Quick start" heading'
        : `README.md's "## Quick start" is on line ${quickStart + 1}, not within the first ${QUICK_START_WITHIN}`,
    );

  problems.push(...checkLinks(root, [...(existsSync(readmePath) ? [readmePath] : []), ...markdownFiles(docs)]));
  return { problems, decisions: byNumber.size, indexLines };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const root = resolve(args.find((a) => !a.startsWith('--')) ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const result = checkDocs(root);
  if (args.includes('--json')) process.stdout.write(`${JSON.stringify(result)}\n`);
  else if (result.problems.length) for (const problem of result.problems) console.error(problem);
  else console.log(`docs-check: ${result.decisions} decision files, index ${result.indexLines} lines, links ok`);
  process.exitCode = result.problems.length ? 1 : 0;
}
