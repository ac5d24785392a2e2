import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Request, Response } from 'express';
import { createLogger } from '@carewith/platform';
import type { Step } from './pipeline';

const log = createLogger('web-static');

// Only GET and HEAD outside /api read the web app.
const notForWeb = (method: string, path: string) => (method !== 'GET' && method !== 'HEAD') || path.startsWith('/api');

// One origin serves everything: the built web app, with an SPA fallback for every non-API path.
// The loved one's play page has its own small entry (play.html) when the build provides one.
// index.html carries the pre-rendered landing page and goes to "/" only; every other path gets
// app.html, the same page with an empty root, so a deep link never shows the landing page first.
// Steps of the HTTP pipeline (http-setup.ts); none when there is no build.
export function webSteps(webDist: string): Step[] {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) {
    log.warn({ webDist }, 'web build not found; only /api is served (run npm run build)');
    return [];
  }
  const play = join(webDist, 'play.html');
  const appShell = existsSync(join(webDist, 'app.html')) ? join(webDist, 'app.html') : index;
  return [
    {
      name: 'web files',
      // Not for /api either: express.static would look for each API path on disk (a stat a read).
      skips: notForWeb,
      use: express.static(webDist, {
        index: false,
        setHeaders: (res, path) => {
          if (path.includes(`${join(webDist, 'assets')}`))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    },
    {
      name: 'web app',
      skips: notForWeb,
      use: (req: Request, res: Response) => {
        res.setHeader('Cache-Control', 'no-cache');
        if (req.path.startsWith('/play/') && existsSync(play)) {
          // Capability URLs: never leak the token through Referer, never index it.
          res.setHeader('Referrer-Policy', 'no-referrer');
          res.setHeader('X-Robots-Tag', 'noindex, nofollow');
          return res.sendFile(play);
        }
        // A shared "About me" page's address is its secret too.
        if (req.path.startsWith('/shared/')) {
          res.setHeader('Referrer-Policy', 'no-referrer');
          res.setHeader('X-Robots-Tag', 'noindex, nofollow');
        }
        res.sendFile(req.path === '/' ? index : appShell);
      },
    },
  ];
}
