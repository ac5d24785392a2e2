import { newId, readJSON, writeJSON } from './storage';

// A persistent, ordered outbox of play calls. Every call is written to localStorage (keyed by the
// token) BEFORE it is sent, sent one at a time in order, and removed only once the server has
// acknowledged it. Network errors, 408, 429 and 5xx are retried with the SAME eventId (the server
// dedupes by it) and a growing backoff; a reload or the `online` event resumes the queue.

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
  async function send(item: OutboxItem): Promise<void> {
    const failure = item.kind === 'complete' ? 'Failed to complete game' : 'Failed to record event';
    const body = JSON.stringify(item.body);
    let res: Response;
    try {
      res = await fetch(`/api/play/${encodeURIComponent(token)}/${item.kind}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body,
        // Lets a call finish if the page is closed right after an answer (browsers cap it at 64 KB).
        keepalive: body.length < 60_000,
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

  return {
    enqueue(kind: OutboxKind, body: Record<string, unknown>) {
      const id = newId();
      save([...load(), { id, kind, body: { eventId: id, ...body }, queuedAt: Date.now(), tries: 0 }]);
      void flush();
      return id;
    },
    // Try again now (coming back online, the page shown again, the Try Again button).
    retryNow() {
      delay = 0;
      if (running) again = true;
      else void flush();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getStatus: () => status,
  };
}
