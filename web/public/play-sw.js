// The play page's service worker (scope /play/). It lets a loved one reload the page without a
// connection: the page and its files come from this cache, the activity from the page's own copy on
// the device, and the answers wait in the page's outbox until the connection is back.
const CACHE = 'carewith-play-v1';
const SHELL = '/play.html';
const PHOTO = /^\/api\/play\/[^/]+\/photos\/[^/]+$/;

// The page and every file it loads, taken from the page's own HTML (the file names are hashed), and
// every chunk those files load later (a template's screen, the loved one's words: issue #16), found in
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
      .then(() => self.clients.claim()),
  );
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
