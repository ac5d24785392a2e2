import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response, Router } from 'express';
import {
  MAX_JSON_BODY_BYTES,
  parseOrThrow,
  playCompleteRequestSchema,
  playEventRequestSchema,
} from '@carewith/contracts';
import type { BusClient } from '@carewith/platform';
import { logFailure, toHttp } from '../http/http-exception.filter';
import { leanExchange } from '../http/lean-steps';
import { chainFor, LeanExchange, LeanNext, leanChainFor, Step } from '../http/pipeline';
import { PlayTokenPipe } from './play-token.pipe';

// The canonical spelling only (lower case, no trailing slash, no encoded characters in the token);
// Express's looser matching of the same routes (case, a trailing slash) still reaches the controller.
const ROUTE = /^\/api\/play\/([A-Za-z0-9_-]+)\/(event|complete)(?:\?|$)/;
// The bodies a loved one's page sends (plain JSON, UTF-8, a declared length within express.json's
// limit); anything else (another charset, a compressed body, no length, a body over the limit) is left
// to Express, which answers it as before.
const PLAIN_JSON = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

type Kind = 'event' | 'complete';
// The controller's pipe for the token, the same instance for every request (it keeps no state).
const tokenPipe = new PlayTokenPipe();

// Which requests this path answers: a POST to the canonical path with a plain JSON body of a declared
// length within express.json's limit. Everything else is Express's, exactly as before.
export function fastPlayRoute(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): { token: string; kind: Kind } | null {
  if (method !== 'POST') return null;
  const match = ROUTE.exec(url ?? '');
  if (!match) return null;
  const type = headers['content-type'];
  const length = Number(headers['content-length']);
  if (
    !type ||
    !PLAIN_JSON.test(type) ||
    headers['content-encoding'] !== undefined ||
    headers['transfer-encoding'] !== undefined ||
    headers['content-length'] === undefined ||
    !Number.isSafeInteger(length) ||
    length < 0 ||
    length > MAX_JSON_BODY_BYTES
  )
    return null;
  return { token: match[1], kind: match[2] as Kind };
}

// POST /api/play/:token/event and /complete, the loved one's answers, at most a few hundred bytes each,
// answered at the HTTP server before Express (issue #17: the play path). It is built from the gateway's
// one declaration of the HTTP pipeline (httpPipeline): each route's chain is every declared step whose
// mount path and `skips` let its requests through (the request timer, the security headers, the request
// id, the cookies and the CSRF cookie, the play rate limit, express.json and its errors, ...), the same
// middleware instances in the same order as in the Express app, so a step added to the declaration
// reaches these routes too. Then the controller's pipes (the token's, the body's schema), the bus
// request, and HttpErrorFilter's mapping (toHttp). What it skips is the walk past every other step and
// route of the Express app and Nest's pipeline around the controller. The controller keeps both routes
// for what this path leaves to Express.
//
// When every step of a route's chain has a lean form (Step.lean), the chain runs in those forms on node's
// own request and response, the answer's headers gathered in one list and written at once: Express's
// router and response helpers cost the play answers half the gateway's throughput (issue #26). A step
// without a lean form puts its routes back on the Express chain (the same middleware in a Router): it
// still reaches them, only slower.
export class PlayFastPath {
  private readonly chains: Record<Kind, { router: Router; steps: Step[] }>;
  private readonly lean: Partial<Record<Kind, (x: LeanExchange, done: LeanNext) => void>>;

  constructor(
    private readonly bus: BusClient,
    pipeline: readonly Step[],
    // The Express app the requests are decorated for, as Express does (its settings: trust proxy, etag).
    private readonly app: Pick<Express, 'request' | 'response'>,
  ) {
    this.chains = {
      event: chainFor(pipeline, 'post', '/api/play/:token/event', this.route('event')),
      complete: chainFor(pipeline, 'post', '/api/play/:token/complete', this.route('complete')),
    };
    this.lean = {
      event: leanChainFor(pipeline, 'post', '/api/play/:token/event', this.leanRoute('event')),
      complete: leanChainFor(pipeline, 'post', '/api/play/:token/complete', this.leanRoute('complete')),
    };
  }

  // Whether the route's requests run the lean chain (every step has a lean form).
  isLean(kind: Kind): boolean {
    return this.lean[kind] !== undefined;
  }

  // The declared steps each route's requests go through, in order.
  stepsOf(kind: Kind): readonly Step[] {
    return this.chains[kind].steps;
  }

  // True when this path took the request; false leaves it to Express untouched (nothing read or written).
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const route = fastPlayRoute(req.method, req.url, req.headers);
    if (!route) return false;
    const lean = this.lean[route.kind];
    if (lean) {
      // What Express's router would have set, which steps and the route read (the metrics' and the
      // span's route, the token).
      const request = req as LeanExchange['req'];
      request.originalUrl = req.url;
      request.baseUrl = '';
      request.route = { path: `/api/play/:token/${route.kind}` };
      request.params = { token: route.token };
      const x = leanExchange(req, res, this.app);
      lean(x, (error) =>
        this.fail(res, error ?? new Error('the play route was not reached'), (status, body) => x.json(status, body)),
      );
      return true;
    }
    // Express's own decoration of a request it handles (express/lib/application.js, app.handle).
    const request = req as Request;
    const response = res as Response;
    request.res = response;
    response.req = request;
    Object.setPrototypeOf(req, this.app.request);
    Object.setPrototypeOf(res, this.app.response);
    response.locals ??= Object.create(null) as Response['locals'];
    this.chains[route.kind].router(request, response, (error?: unknown) =>
      this.fail(response, error ?? new Error('the play route was not reached'), expressJson(response)),
    );
    return true;
  }

  // The controller's method: the token's pipe, then the body's schema, then the bus.
  private route(kind: Kind): RequestHandler {
    return (req: Request, res: Response) => {
      this.answer(req.params.token as string, kind, req.body as unknown).then(
        (result) => res.status(200).json(result),
        (error: unknown) => this.fail(res, error, expressJson(res)),
      );
    };
  }

  // The same, in the lean chain.
  private leanRoute(kind: Kind) {
    return (x: LeanExchange, done: LeanNext) => {
      this.answer(x.req.params!.token, kind, x.req.body).then((result) => x.json(200, result), done);
    };
  }

  private async answer(path: string, kind: Kind, body: unknown): Promise<unknown> {
    const token = tokenPipe.transform(path);
    return kind === 'event'
      ? this.bus.request('games.play.event', { token, event: parseOrThrow(playEventRequestSchema, body) })
      : this.bus.request('games.play.complete', { token, complete: parseOrThrow(playCompleteRequestSchema, body) });
  }

  // HttpErrorFilter's mapping and logging; `send` writes the answer (Express's helpers or the lean one).
  private fail(res: ServerResponse, error: unknown, send: (status: number, body: unknown) => void): void {
    const [status, body] = toHttp(error);
    logFailure(status, error);
    if (!res.headersSent) send(status, body);
  }
}

const expressJson = (res: Response) => (status: number, body: unknown) => void res.status(status).json(body);

// The HTTP server's requests go to the play path first, then to the listener it had (Express).
export function takePlayAnswersFirst(server: Server, fastPath: PlayFastPath): void {
  const [express] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!fastPath.handle(req, res)) express(req, res);
  });
}
