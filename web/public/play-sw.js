// The play page's service worker (scope /play/). It lets a loved one reload the page without a
// connection: the page and its files come from this cache, the activity from the page's own copy on
// the device, and the answers wait in the page's outbox until the connection is back. A page hidden or
// closed hands it that outbox, which it sends in order (decision 257).
const CACHE = 'carewith-play-v1';
// Not under the 'carewith-play-' names that activate clears: a new release must not drop answers.
const OUTBOX = 'carewith-outbox';
const SYNC_TAG = 'play-outbox';
const SHELL = '/play.html';
const PHOTO = /^\/api\/play\/[^/]+\/photos\/[^/]+$/;

// The page and every file it loads, taken from the page's own HTML (the file names are hashed), and
// every chunk those files load later (a template's screen, the loved one's words), found in
// the files themselves, so a reload without a connection has whichever the activity needs.
const CHUNK = /["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g;
async function keepShell(response) {
  const cache = await caches.open(CACHE);
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+|\/favicon\.svg)"/g)].map((m) => m[1]);
  const seen = new Set();
  while (queue.length) {
    const batch = queue.splice(0).filter((file) => !seen.has(file));
    batch.forEach((file) => seen.add(file));
    await Promise.all(
      batch.map(async (file) => {
        let kept = await cache.match(file);
        if (!kept) {
          await cache.add(file).catch(() => undefined);
          kept = await cache.match(file);
        }
        if (!kept || !file.endsWith('.js')) return;
        for (const m of (await kept.text()).matchAll(CHUNK)) queue.push(`/assets/${m[1]}`);
      }),
    );
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(SHELL)
      .then((res) => (res.ok ? keepShell(res) : undefined))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('carewith-play-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim())
      // Answers an older worker kept and could not send.
      .then(() => sendKept().catch(() => undefined)),
  );
});

// The page's outbox, one entry per play link: the page's calls ({id, kind, body} with their event ids).
const keptKey = (token) => `/play-outbox/${token}`;

// A hidden page's queue replaces the one kept for its link; a page shown again takes its queue back
// (an empty one), so nothing is sent twice by the two of them later on.
async function keep(token, items) {
  const cache = await caches.open(OUTBOX);
  if (items.length) await cache.put(keptKey(token), new Response(JSON.stringify(items)));
  else await cache.delete(keptKey(token));
}

// Each link's calls in their order, one at a time, as the page's queue sends them: an answer, a refusal
// that no retry mends (4xx: already complete, an expired link) or success takes a call off; a lost
// connection, 408, 429 or 5xx stops there and fails, so Background Sync tries again later. The event ids
// make a call the page or this worker already sent a no-op.
async function sendKept() {
  const cache = await caches.open(OUTBOX);
  const read = async (key) => (await cache.match(key))?.json() ?? [];
  for (const key of await cache.keys()) {
    const token = decodeURIComponent(new URL(key.url).pathname.split('/').pop());
    for (let items = await read(key); items.length;) {
      const [item] = items;
      const res = await fetch(`/api/play/${encodeURIComponent(token)}/${item.kind}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(item.body),
      });
      if (res.status === 408 || res.status === 429 || res.status >= 500) throw new Error(`play call ${res.status}`);
      // As kept now: a page may have handed over a newer queue, or taken it back, meanwhile.
      items = (await read(key)).filter((i) => i.id !== item.id);
      await keep(token, items);
    }
  }
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'play-outbox' || !/^[\w-]+$/.test(data.token) || !Array.isArray(data.items)) return;
  // Only the page's two kinds of call, to its own link's routes.
  if (!data.items.every((item) => item && (item.kind === 'event' || item.kind === 'complete'))) return;
  event.waitUntil(
    keep(data.token, data.items)
      .then(() => {
        if (!data.hidden || !data.items.length) return undefined;
        // Background Sync (Chromium) sends now, or when the connection is back, even with the page
        // closed; elsewhere this worker sends while the browser lets it run, and the page's own queue
        // sends the rest when the link is opened again.
        return self.registration.sync ? self.registration.sync.register(SYNC_TAG).catch(sendKept) : sendKept();
      })
      .catch(() => undefined),
  );
});

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(sendKept());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (!url.pathname.startsWith('/play/')) return;
    // The network first (a new release, the link's own headers); this device's copy offline.
    event.respondWith(
      fetch(request)
        .then((res) => {
          if (res.ok) event.waitUntil(keepShell(res.clone()));
          return res;
        })
        .catch(async () => (await caches.match(SHELL)) ?? Response.error()),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed files never change: the copy first.
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then(async (res) => {
            if (res.ok) await (await caches.open(CACHE)).put(request, res.clone());
            return res;
          }),
      ),
    );
    return;
  }
  if (PHOTO.test(url.pathname)) {
    // A photo of the activity: the network first, the copy offline.
    event.respondWith(
      fetch(request)
        .then(async (res) => {
          if (res.ok) await (await caches.open(CACHE)).put(request, res.clone());
          return res;
        })
        .catch(async () => (await caches.match(request)) ?? Response.error()),
    );
  }
});
