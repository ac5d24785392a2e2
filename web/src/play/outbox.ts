import { newId, readJSON, writeJSON } from './storage';

// A persistent, ordered outbox of play calls. Every call is written to localStorage (keyed by the
// token) BEFORE it is sent, sent one at a time in order, and removed only once the server has
// acknowledged it. Network errors, 408, 429 and 5xx are retried with the SAME eventId (the server
// dedupes by it) and a growing backoff; a reload or the `online` event resumes the queue. A page that
// is hidden or closed sends what waits at once (decision 255) and hands it to its worker (decision 257).

export type OutboxKind = 'event' | 'complete';
export type OutboxItem = {
  id: string;
  kind: OutboxKind;
  body: Record<string, unknown>;
  queuedAt: number;
  tries: number;
};
export type OutboxStatus = {
  pending: number;
  // When the oldest unsent call was queued (null when nothing waits).
  waitingSince: number | null;
  // How many times the call at the head of the queue has failed so far.
  headTries: number;
};

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
// Browsers let a page going away keep 64 KB of request bodies in flight (keepalive and sendBeacon
// together); a little is left for what the queue already has on its way.
export const KEEPALIVE_BYTES = 60_000;

// What a page being hidden or closed sends at once (decision 255): the calls in their order up to and
// including the completion, which carries every answer and so covers any STEP that lands after it (the
// server refuses that STEP as already complete, and the completion has recorded its answer). What
// comes after the completion (the song) waits for the page or its worker to send it in order. A call
// already on its way from an earlier hide is not sent twice. The completion is the one that must fit
// the bytes a closing page may send; the calls before it take what is left, and the rest waits.
export function sendOnHide(items: { id: string; kind: OutboxKind; size: number }[], inFlight: ReadonlySet<string>) {
  const end = items.findIndex((i) => i.kind === 'complete');
  const batch = (end < 0 ? items : items.slice(0, end + 1)).filter((i) => !inFlight.has(i.id));
  const done = batch.find((i) => i.kind === 'complete' && i.size <= KEEPALIVE_BYTES);
  let left = KEEPALIVE_BYTES - (done?.size ?? 0);
  return batch
    .filter((i) => {
      if (i === done) return true;
      if (i.kind === 'complete' || i.size > left) return false;
      left -= i.size;
      return true;
    })
    .map((i) => i.id);
}

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox(token: string) {
  const key = `carewith.play.outbox.${token}`;
  const listeners = new Set<() => void>();
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let again = false;
  let delay = 0;
  let status: OutboxStatus = computeStatus();

  function load(): OutboxItem[] {
    const items = readJSON<OutboxItem[]>(key);
    return Array.isArray(items) ? items : [];
  }
  function save(items: OutboxItem[]) {
    writeJSON(key, items);
    status = computeStatus(items);
    listeners.forEach((l) => l());
  }
  function computeStatus(items = load()): OutboxStatus {
    return {
      pending: items.length,
      waitingSince: items.length ? Math.min(...items.map((i) => i.queuedAt)) : null,
      headTries: items[0]?.tries ?? 0,
    };
  }

  // Throws the spec's errors (Failed to record event / Failed to complete game) when the call
  // should be tried again; resolves when it is done with (acknowledged, or refused for good).
  async function send(item: OutboxItem, body = JSON.stringify(item.body)): Promise<void> {
    const failure = item.kind === 'complete' ? 'Failed to complete game' : 'Failed to record event';
    let res: Response;
    try {
      res = await fetch(`/api/play/${encodeURIComponent(token)}/${item.kind}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body,
        // Lets a call finish if the page is closed right after an answer (browsers cap it at 64 KB).
        keepalive: body.length < KEEPALIVE_BYTES,
      });
    } catch (cause) {
      throw new Error(failure, { cause });
    }
    if (res.ok) return;
    // 409: the activity is already complete; nothing more can or needs to be recorded.
    // Other 4xx (a refused body, an expired link) will never succeed: drop and go on.
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) return;
    throw new Error(failure, { cause: res.status });
  }

  async function flush() {
    if (running) return;
    running = true;
    clearTimeout(timer);
    timer = undefined;
    try {
      for (;;) {
        const head = load()[0];
        if (!head) {
          delay = 0;
          break;
        }
        try {
          await send(head);
          save(load().filter((i) => i.id !== head.id));
          delay = 0;
        } catch {
          save(load().map((i) => (i.id === head.id ? { ...i, tries: i.tries + 1 } : i)));
          delay = delay ? Math.min(delay * 2, MAX_DELAY_MS) : FIRST_DELAY_MS;
          timer = setTimeout(() => void flush(), delay * (0.8 + Math.random() * 0.4));
          break;
        }
      }
    } finally {
      running = false;
      // Asked to try again while this run was failing (back online mid-call): again now, not after the
      // backoff it just set.
      if (again) {
        again = false;
        void flush();
      }
    }
  }

  // Try again now (coming back online, the page shown again, the Try Again button).
  function retryNow() {
    delay = 0;
    if (running) again = true;
    else void flush();
  }
  const remove = (id: string) => save(load().filter((i) => i.id !== id));
  // Sent by a hide and not yet answered; beacons are never answered, so the page, shown again, sends
  // those once more through its queue (the same event ids).
  const inFlight = new Set<string>();
  const beaconed = new Set<string>();

  return {
    // The page is hidden or closing (decision 255): the queue's one-at-a-time order would leave the
    // completion waiting for an answer that a closed page never reads, so what is needed to finish goes
    // now, each call on its own, with the same event ids; the worker gets the whole queue to finish it.
    hidden() {
      const items = load();
      const bodies = new Map(items.map((i) => [i.id, JSON.stringify(i.body)]));
      const sizes = items.map((i) => ({ id: i.id, kind: i.kind, size: new Blob([bodies.get(i.id)!]).size }));
      // Where fetch has no keepalive (Firefox before 133), a beacon: it outlives the page, unanswered.
      const beacon = !('keepalive' in Request.prototype) && 'sendBeacon' in navigator;
      for (const id of sendOnHide(sizes, inFlight)) {
        const item = items.find((i) => i.id === id)!;
        inFlight.add(id);
        if (beacon) {
          const url = `/api/play/${encodeURIComponent(token)}/${item.kind}`;
          if (navigator.sendBeacon(url, new Blob([bodies.get(id)!], { type: 'application/json' }))) beaconed.add(id);
          else inFlight.delete(id);
          continue;
        }
        send(item, bodies.get(id))
          .then(() => remove(id))
          .catch(() => undefined)
          .finally(() => inFlight.delete(id));
      }
      handOver(token, items, true);
    },
    // Shown again: the page sends its own queue; the worker's copy is dropped.
    shown() {
      handOver(token, [], false);
      beaconed.forEach((id) => inFlight.delete(id));
      beaconed.clear();
      retryNow();
    },
    enqueue(kind: OutboxKind, body: Record<string, unknown>) {
      const id = newId();
      save([...load(), { id, kind, body: { eventId: id, ...body }, queuedAt: Date.now(), tries: 0 }]);
      void flush();
      return id;
    },
    retryNow,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getStatus: () => status,
  };
}

// The play page's service worker (web/public/play-sw.js) keeps what a hidden page hands it and sends
// it in order: at once, or by Background Sync where the browser has it (decision 257).
function handOver(token: string, items: OutboxItem[], hidden: boolean) {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: 'play-outbox', token, items, hidden });
  } catch {
    /* no worker here: the page's own queue sends it on the next visit */
  }
}
