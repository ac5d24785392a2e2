// Helpers shared by the benchmarks: loading the built platform code, bounded load loops, local-only guards.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// Resolve packages from the platform library, so the bench uses the very pg/nats/Nest instances the built code does.
export const requireFromPlatform = createRequire(new URL('../../libs/platform/package.json', import.meta.url));
export const loadPlatform = () => requireFromPlatform('./dist/index.js');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const MiB = 1024 * 1024;

// Runs op(i) `count` times with `concurrency` workers, stopping early at the time cap; never runs unbounded.
export async function bounded({ count, concurrency, timeCapMs, op }) {
  let next = 0;
  let done = 0;
  const start = performance.now();
  const deadline = start + timeCapMs;
  const worker = async (w) => {
    while (next < count && performance.now() < deadline) {
      await op(next++, w);
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  const ms = performance.now() - start;
  return { done, ms, perSecond: done / (ms / 1000), capped: done < count };
}

// Warms each variant up briefly, then runs them alternately in rounds (A B C A B C ...), so a noisy neighbour
// slows all of them alike instead of whichever happened to run at the wrong moment. `count` and `timeCapMs`
// are per variant, spread over the rounds. The per-round spread is kept to show how noisy the run was.
export async function interleave({ variants, count, concurrency, timeCapMs, rounds = 4, warmup = 200 }) {
  for (const { op } of variants) await bounded({ count: warmup, concurrency, timeCapMs: 2000, op });
  const results = variants.map(() => ({ done: 0, ms: 0, rounds: [] }));
  for (let round = 0; round < rounds; round++) {
    for (const [k, { op }] of variants.entries()) {
      const r = await bounded({ count: Math.ceil(count / rounds), concurrency, timeCapMs: timeCapMs / rounds, op });
      results[k].done += r.done;
      results[k].ms += r.ms;
      results[k].rounds.push(r.perSecond);
    }
  }
  return results.map((r) => ({ ...r, perSecond: r.done / (r.ms / 1000), capped: r.done < count }));
}

// Notes for a row: the per-round range, and whether the time cap cut the run short.
export function runNote(r, count, unit) {
  const range = `rounds ${Math.min(...r.rounds).toFixed(0)}-${Math.max(...r.rounds).toFixed(0)} ${unit}`;
  return r.capped ? `${range}; time cap: ${r.done}/${count} done` : range;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

// Benchmarks only talk to this machine; refuse anything else rather than load someone's server.
export function assertLocal(url, what) {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?]*@)?([^/?]+)/i.exec(url)?.[1];
  const hosts = (authority ?? '').split(',').map((h) => h.replace(/:\d+$/, ''));
  if (!authority || !hosts.every((h) => LOCAL_HOSTS.has(h))) {
    throw new Error(`${what} must point at 127.0.0.1/localhost, got ${url.replace(/\/\/[^@/]*@/, '//***@')}`);
  }
  return url;
}
