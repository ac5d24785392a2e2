// Where a process spent its CPU: self time of a V8 .cpuprofile (node --cpu-prof), summed by package
// (node_modules/<name>), the project's own code, Node internals and V8 (GC, program), then the top functions.
// Usage: node tools/bench/cpuprofile-summary.mjs FILE.cpuprofile [--top N] [--last MS]
// --last MS counts only the profile's last MS milliseconds (a bench's measured part, without the start).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined);
const top = option('--top') || 15;
const last = option('--last');
const files = args.filter((a) => a.endsWith('.cpuprofile'));
if (!files.length) {
  console.error('Usage: node tools/bench/cpuprofile-summary.mjs FILE.cpuprofile [--top N]');
  process.exit(2);
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  // Each sample names the node on top of the stack; timeDeltas[i] is the time before sample i.
  const from = last === undefined ? -Infinity : profile.endTime - last * 1000;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from) return;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
  });
  const groups = new Map();
  const functions = new Map();
  let busy = 0;
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id);
    const group = groupOf(callFrame);
    if (group === '(idle)') continue;
    busy += us;
    groups.set(group, (groups.get(group) ?? 0) + us);
    const fn = `${callFrame.functionName || '(anonymous)'} ${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  const wall = profile.endTime - Math.max(profile.startTime, from);
  const list = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([k, us]) => `  ${((us / busy) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`,
      )
      .join('\n');
  console.log(
    `\n${file}: ${(busy / 1000).toFixed(0)} ms busy of ${(wall / 1000).toFixed(0)} ms\nby package:\n${list(groups)}\ntop functions (self time):\n${list(functions)}`,
  );
}

function groupOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node internals';
  if (/\/(libs|services)\/([^/]+)\//.test(url))
    return `project: ${/\/(libs|services)\/([^/]+)\//.exec(url).slice(1).join('/')}`;
  return url;
}

function shortUrl(url) {
  return url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/(libs|services)\//, '$1/');
}
