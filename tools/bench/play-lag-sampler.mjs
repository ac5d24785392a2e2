// The projection lag during the play load (POST answered -> row in games.game_events), measured by
// players of its own in a thread of its own. The bench's 50 players share one event loop
// that the load keeps busy (its delay measured 10 ms at p50 and 57 ms at p99): a poller there saw a row
// only when that loop let it run, and its p99 carried the bench client's own stalls. Here a quiet
// loop sends one answer every SAMPLE_EVERY_MS while the main thread says the play load runs (about 2 %
// more load on the system, an answer like the others), notes when each answer came back, and polls the
// read table every pollMs for the rows it waits for.
//
// In:  workerData { databaseUrl, players: [{ eventUrl, headers }], everyMs, pollMs, playedSteps, accepted }
//      (accepted: an Int32Array on shared memory, the count of its answers the system accepted, which the
//      main thread adds to its own when it waits for the projector)
//      messages { type: 'sample', on }, { type: 'settle', capMs }, { type: 'close' }
// Out: { type: 'settled', lags, missing, failure }
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { nextAnswer, phoneAddresses, requireFromPlatform, sleep } from './lib.mjs';

const { databaseUrl, players, everyMs, pollMs, playedSteps, accepted } = workerData;
const { Client } = requireFromPlatform('pg');
const client = new Client({ connectionString: databaseUrl });
await client.connect();

const phoneAddress = phoneAddresses(11);
const pending = new Map(); // eventId -> when its answer came back
const lags = [];
let sampling = false;
let running = true;
let failure;

async function answer(player) {
  const body = nextAnswer(player, playedSteps);
  const { eventId } = body;
  const res = await fetch(player.eventUrl, {
    method: 'POST',
    headers: { ...player.headers, 'x-forwarded-for': phoneAddress() },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const answered = performance.now();
  if (res.status !== 200) throw new Error(`sampler's POST answered ${res.status}: ${text.slice(0, 200)}`);
  pending.set(eventId, answered);
  Atomics.add(accepted, 0, 1);
}

async function send() {
  for (let i = 0; running;) {
    if (!sampling) {
      await sleep(pollMs);
      continue;
    }
    const next = performance.now() + everyMs;
    await answer(players[i++ % players.length]).catch((error) => (failure ??= error));
    await sleep(Math.max(0, next - performance.now()));
  }
}

// A lag is measured to the start of the first poll that sees the row: at most one poll interval plus
// one query late, on a loop with nothing else to do.
async function poll() {
  while (running) {
    if (pending.size) {
      const started = performance.now();
      try {
        const { rows } = await client.query('SELECT id FROM games.game_events WHERE id = ANY($1::uuid[])', [
          [...pending.keys()],
        ]);
        for (const { id } of rows) {
          lags.push(Math.max(0, started - pending.get(id)));
          pending.delete(id);
        }
      } catch (error) {
        failure ??= error;
      }
    }
    await sleep(pollMs);
  }
}

for (const player of players) player.sent = 0;
const loops = [send(), poll()];

parentPort.on('message', async (message) => {
  if (message.type === 'sample') sampling = message.on;
  if (message.type === 'settle') {
    const deadline = performance.now() + message.capMs;
    while (pending.size && performance.now() < deadline) await sleep(pollMs);
    parentPort.postMessage({ type: 'settled', lags, missing: pending.size, failure: failure?.message });
  }
  if (message.type === 'close') {
    running = false;
    await Promise.all(loops);
    await client.end();
    parentPort.close();
  }
});
