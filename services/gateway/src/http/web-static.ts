import { existsSync } from 'node:fs';
import { join } from 'node:path';
import send from 'send';
import serveStatic from 'serve-static';
import { createLogger } from '@carewith/platform';
import { connect, Middleware, pathOf, Step } from './pipeline';

const log = createLogger('web-static');

// Only GET and HEAD outside /api read the web app.
const notForWeb = (method: string, path: string) => (method !== 'GET' && method !== 'HEAD') || path.startsWith('/api');

// One origin serves everything: the built web app, with an SPA fallback for every non-API path.
// The loved one's play page has its own small entry (play.html) when the build provides one.
// index.html carries the pre-rendered landing page and goes to "/" only; every other path gets
// app.html, the same page with an empty root, so a deep link never shows the landing page first.
// Steps of the HTTP pipeline (http-setup.ts); none when there is no build. The files are served by
// serve-static and send, the libraries Express's own static files and sendFile are made of.
export function webSteps(webDist: string): Step[] {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) {
    log.warn({ webDist }, 'web build not found; only /api is served (run npm run build)');
    return [];
  }
  const play = join(webDist, 'play.html');
  const appShell = existsSync(join(webDist, 'app.html')) ? join(webDist, 'app.html') : index;
  const files = serveStatic(webDist, {
    index: false,
    setHeaders: (res, path) => {
      if (path.includes(`${join(webDist, 'assets')}`))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  }) as Middleware;
  const sendFile = (
    req: Parameters<Middleware>[0],
    res: Parameters<Middleware>[1],
    next: (e?: unknown) => void,
    file: string,
  ) => send(req, file).on('error', next).pipe(res);
  return [
    // Not for /api either: serve-static would look for each API path on disk (a stat a read).
    { name: 'web files', skips: notForWeb, use: connect(files) },
    {
      name: 'web app',
      skips: notForWeb,
      use: connect((req, res, next) => {
        const path = pathOf(req.url);
        res.setHeader('Cache-Control', 'no-cache');
        if (path.startsWith('/play/') && existsSync(play)) {
          // Capability URLs: never leak the token through Referer, never index it.
          res.setHeader('Referrer-Policy', 'no-referrer');
          res.setHeader('X-Robots-Tag', 'noindex, nofollow');
          return sendFile(req, res, next, play);
        }
        // A shared "About me" page's address is its secret too.
        if (path.startsWith('/shared/')) {
          res.setHeader('Referrer-Policy', 'no-referrer');
          res.setHeader('X-Robots-Tag', 'noindex, nofollow');
        }
        sendFile(req, res, next, path === '/' ? index : appShell);
      }),
    },
  ];
}
