import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { NextFunction, Request, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createLogger } from '@carewith/platform';

const log = createLogger('web-static');

// One origin serves everything: the built web app, with an SPA fallback for every non-API path.
// The loved one's play page has its own small entry (play.html) when the build provides one.
// index.html carries the pre-rendered landing page and goes to "/" only; every other path gets
// app.html, the same page with an empty root, so a deep link never shows the landing page first.
export function serveWeb(app: NestExpressApplication, webDist: string) {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) {
    log.warn({ webDist }, 'web build not found; only /api is served (run npm run build)');
    return;
  }
  const play = join(webDist, 'play.html');
  const appShell = existsSync(join(webDist, 'app.html')) ? join(webDist, 'app.html') : index;
  app.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res, path) => {
        if (path.includes(`${join(webDist, 'assets')}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (req.path.startsWith('/play/') && existsSync(play)) {
      // Capability URLs: never leak the token through Referer, never index it.
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      return res.sendFile(play);
    }
    res.sendFile(req.path === '/' ? index : appShell);
  });
}
