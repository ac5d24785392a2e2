import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { Router } from 'express';

// One step of the gateway's HTTP pipeline: an Express middleware (or error handler, four arguments),
// mounted at a path like app.use(at, use), optionally skipped for some requests. The list of steps is
// declared once (httpPipeline in http-setup.ts); the Express app and the play path taken before Express
// (PlayFastPath) are both built from it, so a step added there reaches every route.
export type Step = {
  // What it does, for readers and for the tests' inspection of the built chains.
  name: string;
  // The mount path (Express's, a prefix ending at a "/"); every path when absent.
  at?: string;
  // Requests the step lets pass untouched, by method and full path (no query). It must depend on
  // nothing else: the play path decides from its routes once, when it is built, which steps it runs.
  skips?: (method: string, path: string) => boolean;
  use: RequestHandler | ErrorRequestHandler;
  // The step's lean form for a route (method, full path), used by the play answers taken before Express
  // (leanChainFor); undefined where it has none.
  lean?: (method: string, path: string) => LeanForm | undefined;
};

// The step's middleware as mounted: `skips` applied, an error handler kept an error handler (Express
// tells them apart by their number of arguments).
export function mounted(step: Step): RequestHandler | ErrorRequestHandler {
  const { skips, use } = step;
  if (!skips) return use;
  const fullPath = (req: Request) => req.baseUrl + req.path;
  if (use.length === 4) {
    const handle = use as ErrorRequestHandler;
    return (error: unknown, req: Request, res: Response, next: NextFunction) =>
      skips(req.method, fullPath(req)) ? next(error) : handle(error, req, res, next);
  }
  const handle = use as RequestHandler;
  return (req: Request, res: Response, next: NextFunction) =>
    skips(req.method, fullPath(req)) ? next() : handle(req, res, next);
}

// The Express app's chain: every step, in order, before Nest's routes.
export function mountSteps(
  app: { use(path: string, handler: RequestHandler | ErrorRequestHandler): unknown },
  steps: readonly Step[],
): void {
  for (const step of steps) app.use(step.at ?? '/', mounted(step));
}

// Whether a request of this method and path goes through the step (mount path and `skips`).
export function reaches(step: Step, method: string, path: string): boolean {
  const at = step.at && step.at !== '/' ? step.at.replace(/\/$/, '') : '';
  const under = at === '' || path === at || path.startsWith(`${at}/`);
  return under && !step.skips?.(method, path);
}

// A router of the steps a route's requests go through, in order, ending in the route itself: the same
// chain Express runs for them, without the walk past every other step and route.
export function chainFor(
  steps: readonly Step[],
  method: 'post',
  path: string,
  handler: RequestHandler,
): { router: Router; steps: Step[] } {
  const router = Router({ caseSensitive: true, strict: true });
  const taken = steps.filter((step) => reaches(step, method.toUpperCase(), path));
  for (const step of taken) router.use(step.at ?? '/', mounted(step));
  router[method](path, handler);
  return { router, steps: taken };
}

// A request as a lean step sees it: node's own request and response, the route's path, and the headers
// of the answer gathered in one flat name/value list, written at once with the status by `json`.
export type LeanExchange = {
  // With what Express's router would have set and steps read (the metrics' and the span's route), and
  // what the steps before the route add (cookies, body).
  req: IncomingMessage & {
    originalUrl?: string;
    baseUrl?: string;
    route?: { path: string };
    params?: { token: string };
    cookies?: Record<string, unknown>;
    body?: unknown;
  };
  res: ServerResponse;
  headers: string[];
  // The answer, exactly as Express's res.status(status).json(body) writes it.
  json(status: number, body: unknown): void;
  // The request and response as Express's, for a step that needs Express's helpers (a rate limiter).
  asExpress(): { req: Request; res: Response };
};
export type LeanNext = (error?: unknown) => void;

// A step's work on one route, written against node's request and response rather than Express's: the
// same effect as its middleware for that route's requests (the play answers are kept equal to
// Express's answers by the tests, headers included), at a fraction of the cost. `handle` runs in
// the chain; `handleError` when an earlier step failed (an error handler's form).
export type LeanForm = {
  handle?: (x: LeanExchange, next: LeanNext) => void;
  handleError?: (error: unknown, x: LeanExchange, next: LeanNext) => void;
};

// The lean chain of a route: every step its requests go through, each in its lean form, ending in the
// route's handler. Undefined when a step has no lean form for the route: then the route keeps the
// Express chain (chainFor), so a step added to the declaration still reaches it, only not leanly.
export function leanChainFor(
  steps: readonly Step[],
  method: 'post',
  path: string,
  handler: (x: LeanExchange, done: LeanNext) => void,
): ((x: LeanExchange, done: LeanNext) => void) | undefined {
  const taken = steps.filter((step) => reaches(step, method.toUpperCase(), path));
  const forms = taken.map((step) => step.lean?.(method.toUpperCase(), path));
  if (!forms.every((form): form is LeanForm => form !== undefined)) return undefined;
  return (x, done) => {
    let i = 0;
    const next: LeanNext = (error) => {
      while (i < forms.length) {
        const form = forms[i++];
        if (error === undefined) {
          if (form.handle) return form.handle(x, next);
        } else if (form.handleError) return form.handleError(error, x, next);
      }
      if (error !== undefined) return done(error);
      handler(x, done);
    };
    next();
  };
}
