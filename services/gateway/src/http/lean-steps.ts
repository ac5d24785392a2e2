import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import etag from 'etag';
import type { Express, Request, RequestHandler, Response } from 'express';
import { requestContext } from '@carewith/platform';
import type { LeanExchange, LeanForm, LeanNext } from './pipeline';
import { requestIdOf } from './request-id';

// The lean forms of the pipeline's steps (Step.lean), for the play answers taken before Express. Each
// sits beside its step in the declaration (httpPipeline); the helpers here are what several share.

// A middleware that reads only node's request and response, and the few fields the play path sets as
// Express's router would (originalUrl, baseUrl, route): its lean form is itself.
export const asIs =
  (use: RequestHandler | ((req: IncomingMessage, res: ServerResponse, next: LeanNext) => void)) => (): LeanForm => ({
    handle: (x, next) =>
      void (use as (req: IncomingMessage, res: ServerResponse, next: LeanNext) => void)(x.req, x.res, next),
  });

// Headers that depend on neither the request nor the answer (helmet's), taken once from the middleware
// and added to each answer's list.
export function fixedHeaders(use: RequestHandler): () => LeanForm {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let called = false;
  use({} as never, res as never, (error?: unknown) => {
    if (error) throw error;
    called = true;
  });
  if (!called) throw new Error('the headers step did not finish at once');
  const flat = [...headers].flat();
  return () => ({
    handle: (x, next) => {
      x.headers.push(...flat);
      next();
    },
  });
}

// The request id step: the header, and the id in the request's context for everything after it.
export const requestIdLean = (): LeanForm => ({
  handle: (x, next) => {
    const requestId = requestIdOf(x.req.headers['x-request-id']);
    x.headers.push('x-request-id', requestId);
    requestContext.run({ requestId }, () => next());
  },
});

const BOM = 0xfeff;
// What express.json({ strict: true }) throws for a body that is not JSON or not an object or array.
const notJson = () =>
  Object.assign(new Error('Request body is not valid JSON'), { type: 'entity.parse.failed', status: 400 });

// express.json({ strict: true }) for the bodies the play path takes (plain JSON in UTF-8, a declared
// length within the limit: fastPlayRoute): the body as UTF-8 (a BOM dropped), {} when empty, and
// anything but an object or array, or JSON that does not parse, failed as body-parser fails it.
export const jsonBodyLean = (): LeanForm => ({
  handle: (x, next) => {
    const { req } = x;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', () => x.res.destroy());
    // The request's events come in the context of its arrival: the end runs in this step's, so what
    // follows keeps the request id and the span (raw-body binds body-parser's callback so). A resource
    // of its own rather than AsyncResource.bind, which defines deprecated accessors on every bound
    // function: that cost 6 % of the gateway's CPU on the play bench.
    const scope = new AsyncResource('carewith.json-body');
    req.once('end', () =>
      scope.runInAsyncScope(() => {
        let text = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8');
        if (text.charCodeAt(0) === BOM) text = text.slice(1);
        if (text.length === 0) {
          req.body = {};
          return next();
        }
        const first = text[firstNonBlank(text)];
        if (first !== '{' && first !== '[') return next(notJson());
        try {
          req.body = JSON.parse(text);
        } catch {
          return next(notJson());
        }
        next();
      }),
    );
  },
});

// Where JSON text starts after its insignificant whitespace (space, tab, line feed, carriage return).
function firstNonBlank(text: string): number {
  let i = 0;
  for (let c = text.charCodeAt(0); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d; c = text.charCodeAt(++i));
  return i;
}

// An error handler whose answer is a status and a JSON body (or undefined: not its error).
export const answersErrors = (answer: (error: unknown) => [number, unknown] | undefined) => (): LeanForm => ({
  handleError: (error, x, next) => {
    const answered = answer(error);
    if (!answered) return next(error);
    x.json(...answered);
  },
});

// The exchange for a request taken before Express: headers gathered in a flat list and written at once.
// `app`: the Express app whose request and response a step may ask for (asExpress).
export function leanExchange(
  req: IncomingMessage,
  res: ServerResponse,
  app: Pick<Express, 'request' | 'response'>,
): LeanExchange {
  const headers: string[] = [];
  return {
    req,
    res,
    headers,
    // Express's own decoration of a request it handles (express/lib/application.js, app.handle), and the
    // headers gathered so far set on the response, where Express's helpers see them.
    asExpress() {
      const request = req as Request;
      const response = res as Response;
      if (Object.getPrototypeOf(req) !== app.request) {
        request.res = response;
        response.req = request;
        Object.setPrototypeOf(req, app.request);
        Object.setPrototypeOf(res, app.response);
        response.locals ??= Object.create(null) as Response['locals'];
      }
      for (let i = 0; i < headers.length; i += 2) res.appendHeader(headers[i], headers[i + 1]);
      headers.length = 0;
      return { req: request, res: response };
    },
    // Express's res.status(status).json(body): content type with charset, length, weak ETag of the body.
    json(status, body) {
      const buffer = Buffer.from(JSON.stringify(body));
      headers.push(
        'Content-Type',
        'application/json; charset=utf-8',
        'Content-Length',
        String(buffer.length),
        'ETag',
        etag(buffer, { weak: true }),
      );
      res.writeHead(status, headers);
      res.end(buffer);
    },
  };
}
