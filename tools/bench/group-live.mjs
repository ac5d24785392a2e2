// A care home's group session: the coordinator's tap on the remote (POST .../control) until each of
// 8 open TVs (GET .../live, text/event-stream) has the card it changed to, p50 and p99, on the
// distributed profile as deployed; beside it, a plain SSE echo in this process (a POST that writes one
// event to 8 open streams), measured the same way in the same run.
import http from 'node:http';
import { TextDecoder } from 'node:util';
import { randomBytes } from 'node:crypto';
import { freePort, quantile } from './lib.mjs';
import { ApiSession, startDistributedSystem } from './system.mjs';

const TVS = 8;
const TAPS = Number(process.env.BENCH_GROUP_TAPS ?? 300);
const WARMUP = 20;

// An SSE stream read as events: each `data:` line's JSON handed to onEvent.
async function openStream(url, headers, onEvent) {
  const controller = new globalThis.AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  if (res.status !== 200) throw new Error(`stream ${url}: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trim())
            .join('\n');
          if (data) onEvent(JSON.parse(data));
        }
      }
    } catch {
      // aborted
    }
  })();
  return () => controller.abort();
}

// Taps one at a time: each tap's time from its send until every TV has an event of that version.
async function measure({ tvs, tap, versionOf }) {
  const waiting = new Map();
  const seen = new Array(tvs).fill(-1);
  const onEvent = (tv, event) => {
    const version = versionOf(event);
    seen[tv] = Math.max(seen[tv], version);
    for (const [v, w] of waiting)
      if (seen.every((s) => s >= v)) {
        waiting.delete(v);
        w();
      }
  };
  const latencies = [];
  return {
    onEvent,
    run: async () => {
      for (let i = 0; i < WARMUP + TAPS; i++) {
        const started = performance.now();
        const version = await tap(i);
        if (!seen.every((s) => s >= version))
          await new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`tap ${i}: not every TV changed in 10 s`)), 10_000);
            waiting.set(version, () => {
              clearTimeout(timer);
              resolve();
            });
          });
        if (i >= WARMUP) latencies.push(performance.now() - started);
      }
      return latencies;
    },
  };
}

async function echoBaseline() {
  const streams = new Set();
  let version = 0;
  const server = http.createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write(`data: ${JSON.stringify({ version })}\n\n`);
      streams.add(res);
      req.on('close', () => streams.delete(res));
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      version++;
      for (const s of streams) s.write(`data: ${JSON.stringify({ version, body })}\n\n`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ version }));
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${port}`;
  const m = await measure({
    tvs: TVS,
    versionOf: (e) => e.version,
    tap: async () => (await (await fetch(`${base}/tap`, { method: 'POST', body: '{"action":"next"}' })).json()).version,
  });
  const closes = [];
  for (let tv = 0; tv < TVS; tv++) closes.push(await openStream(`${base}/live`, {}, (e) => m.onEvent(tv, e)));
  const latencies = await m.run();
  for (const close of closes) close();
  await new Promise((resolve) => server.close(resolve));
  server.closeAllConnections?.();
  return latencies;
}

async function groupSession(system, log) {
  const api = new ApiSession(system.url);
  await api.expect(200, 'GET', '/api/auth/csrf');
  const suffix = randomBytes(3).toString('hex');
  await api.expect(200, 'POST', '/api/dev-login', {
    name: 'Bench Coordinator',
    email: `bench-home-${suffix}@example.com`,
  });
  const home = await api.expect(201, 'POST', '/api/homes', { name: 'Bench House' });
  const residents = [];
  for (let i = 0; i < 5; i++)
    residents.push(
      await api.expect(201, 'POST', `/api/homes/${home.id}/residents`, {
        firstName: `Resident${i}`,
        lastName: 'Bench',
      }),
    );
  const session = await api.expect(201, 'POST', `/api/homes/${home.id}/group-sessions`, {
    residentIds: residents.map((r) => r.id),
  });
  log(`group session of ${residents.length} with ${session.deck.length} cards`);
  const actions = ['next', 'back'];
  const m = await measure({
    tvs: TVS,
    versionOf: (screen) => screen.version,
    // next and back in turn: the deck never runs out.
    tap: async (i) => {
      const answer = await api.expect(200, 'POST', `/api/group-sessions/${session.id}/control`, {
        action: actions[i % 2],
      });
      // The TV's new view, alone or in the remote's whole session.
      return answer.version ?? answer.screen.version;
    },
  });
  const closes = [];
  for (let tv = 0; tv < TVS; tv++)
    closes.push(
      await openStream(`${system.url}/api/group-sessions/${session.id}/live`, { cookie: api.cookieHeader() }, (e) =>
        m.onEvent(tv, e),
      ),
    );
  const latencies = await m.run();
  for (const close of closes) close();
  return latencies;
}

export default async function groupLive({ log }) {
  const baseline = await echoBaseline();
  const system = await startDistributedSystem({ log });
  let latencies;
  try {
    latencies = await groupSession(system, log);
  } finally {
    await system.stop();
  }
  const row = (q) => ({
    name: `group session: remote tap -> ${TVS} TVs changed, p${q * 100} (${TAPS} taps one at a time)`,
    value: quantile(latencies, q),
    unit: 'ms',
    baseline: `plain SSE echo to ${TVS} streams, p${q * 100}`,
    baselineValue: quantile(baseline, q),
  });
  return [row(0.5), row(0.99)];
}
