// JavaScript the play page loads before it can run, gzipped at level 9 as Vite reports it: the module
// scripts and modulepreloads of web/dist/play.html plus, recursively, every static import of those chunks
// (dynamic import() chunks are loaded later and not counted). The caregiver app (index.html) as reference.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib.mjs';

// BENCH_WEB_DIST: another build to measure (default web/dist).
const WEB_DIST = process.env.BENCH_WEB_DIST ?? join(repoRoot, 'web', 'dist');
const TARGET_KB = 70;
// The caregiver app's first load, with its pages and the loved one's languages lazy.
const APP_TARGET_KB = 110;
const kB = (bytes) => bytes / 1000; // Vite's unit

export default async function bundle({ log }) {
  const rows = [];
  const app = existsSync(join(WEB_DIST, 'index.html')) ? pageJs('index.html') : undefined;
  const appBaseline = app
    ? { baseline: 'caregiver app (index.html) JS gzip', baselineValue: kB(app.gzip) }
    : { baseline: 'caregiver app: web/dist/index.html missing' };

  if (!existsSync(join(WEB_DIST, 'play.html'))) {
    const why = app
      ? 'web/dist/play.html not built yet: no play entry to measure'
      : 'web/dist has neither play.html nor index.html (no web build, or one in progress: vite empties dist first)';
    log(why);
    rows.push({
      name: 'play page JS, gzip -9 (play.html entry + static imports)',
      value: null,
      unit: 'kB',
      note: `${why} (target <= ${TARGET_KB} kB)`,
    });
  } else {
    const play = pageJs('play.html');
    log(`play.html: ${play.files.map((f) => `${f.file} ${kB(f.gzip).toFixed(1)} kB`).join(', ')}`);
    rows.push({
      name: 'play page JS, gzip -9 (play.html entry + static imports)',
      value: kB(play.gzip),
      unit: 'kB',
      baseline: `target <= ${TARGET_KB} kB`,
      baselineValue: TARGET_KB,
      note: `${kB(play.gzip) <= TARGET_KB ? 'MEETS' : 'OVER'} target; ${describe(play)}`,
    });
    if (app) {
      rows.push({
        name: 'play page JS vs the caregiver app',
        value: kB(play.gzip),
        unit: 'kB',
        ...appBaseline,
        note: `shared with index.html: ${play.files.filter((f) => app.files.some((a) => a.file === f.file)).length} of ${play.files.length} files`,
      });
    }
  }
  if (app) {
    rows.push({
      name: 'caregiver app JS, gzip -9 (index.html entry + static imports)',
      value: kB(app.gzip),
      unit: 'kB',
      baseline: `target <= ${APP_TARGET_KB} kB`,
      baselineValue: APP_TARGET_KB,
      note: `${kB(app.gzip) <= APP_TARGET_KB ? 'MEETS' : 'OVER'} target; ${describe(app)}`,
    });
    // The landing page is served by index.html: what a first visit downloads.
    rows.push({ name: 'landing page (index.html) JS, gzip -9', value: kB(app.gzip), unit: 'kB' });
    rows.push({ name: 'landing page (index.html) CSS, gzip -9', value: kB(app.css), unit: 'kB' });
  } else {
    rows.push({
      name: 'caregiver app JS',
      value: null,
      unit: 'kB',
      note: 'web/dist/index.html missing: build the web app',
    });
  }
  return rows;
}

const describe = (page) =>
  `${page.files.length} file(s): ${page.files
    .map((f) => `${posix.basename(f.file)} ${kB(f.gzip).toFixed(1)}`)
    .join(
      ', ',
    )} kB gzip; ${kB(page.raw).toFixed(0)} kB raw${page.css ? `; CSS ${kB(page.css).toFixed(1)} kB gzip not counted` : ''}`;

// Every JS file the HTML page pulls in before running, with its raw and gzipped size.
function pageJs(htmlName) {
  const html = readFileSync(join(WEB_DIST, htmlName), 'utf8');
  const queue = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attr('type') === 'module' && attr('src')) queue.push(attr('src'));
    if (/^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href')) queue.push(attr('href'));
  }
  let css = 0;
  for (const [, href] of html.matchAll(/<link\b[^>]*rel=["']stylesheet["'][^>]*href=["']([^"']+)["']/gi)) {
    const path = toDistPath(href, '/');
    if (path && existsSync(path)) css += gzipSync(readFileSync(path), { level: 9 }).length;
  }
  // The pre-rendered landing page (index.html) carries its stylesheet inline.
  for (const [, inline] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    css += gzipSync(inline, { level: 9 }).length;
  const seen = new Map();
  while (queue.length) {
    const url = queue.shift();
    const path = toDistPath(url, '/');
    if (!path || seen.has(path)) continue;
    if (!existsSync(path)) throw new Error(`${htmlName} references ${url}, which is not in web/dist`);
    const text = readFileSync(path);
    seen.set(path, { file: relative(WEB_DIST, path), raw: text.length, gzip: gzipSync(text, { level: 9 }).length });
    // Static imports and re-exports of other chunks (import{a as b}from"./x.js", import"./y.js").
    const base = `/${relative(WEB_DIST, dirname(path)).split('\\').join('/')}/`;
    for (const [, spec] of text
      .toString('utf8')
      .matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+\.m?js)["']/g)) {
      if (spec.startsWith('.') || spec.startsWith('/')) queue.push(posix.resolve(base, spec));
    }
  }
  const files = [...seen.values()];
  return {
    files,
    raw: files.reduce((a, f) => a + f.raw, 0),
    gzip: files.reduce((a, f) => a + f.gzip, 0),
    css,
  };
}

// "/assets/x.js" or "./assets/x.js" -> absolute path under web/dist; undefined for other origins.
function toDistPath(url, base) {
  if (/^[a-z]+:\/\//i.test(url) || url.startsWith('//')) return undefined;
  const pathname = posix.resolve(base, url.split(/[?#]/)[0]);
  return join(WEB_DIST, pathname);
}
