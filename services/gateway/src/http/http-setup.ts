import { randomUUID } from 'node:crypto';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MAX_JSON_BODY_BYTES } from '@carewith/contracts';
import { requestContext } from '@carewith/platform';
import { HttpErrorFilter } from './http-exception.filter';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

// Everything the gateway does to each request before a controller sees it.
export function configureHttp(app: NestExpressApplication, options: { trustProxy: boolean }) {
  app.set('trust proxy', options.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix injects small <style> elements (scroll lock); scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // A request id follows the request through logs, the bus and jobs.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    requestContext.run({ requestId }, () => next());
  });
  app.use('/api', express.json({ limit: MAX_JSON_BODY_BYTES, strict: true }));
  // Body parser failures are the client's: a clear 4xx, never a 500.
  app.use('/api', (error: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (error?.type === 'entity.too.large') {
      res
        .status(413)
        .json({ code: 'PAYLOAD_TOO_LARGE', message: `Request body is larger than ${MAX_JSON_BODY_BYTES / 1024} KB` });
      return;
    }
    if (error?.type === 'entity.parse.failed') {
      res
        .status(400)
        .json({
          code: 'VALIDATION',
          message: 'Request body is not valid JSON',
          errors: [{ field: 'body', message: 'Request body is not valid JSON' }],
        });
      return;
    }
    if (error?.status && error.status >= 400 && error.status < 500) {
      res.status(error.status).json({ code: 'VALIDATION', message: 'The request could not be read' });
      return;
    }
    next(error);
  });
  app.useGlobalFilters(new HttpErrorFilter());
}
