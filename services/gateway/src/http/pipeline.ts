import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';

// One step of the gateway's HTTP pipeline: an Express middleware (or error handler, four arguments),
// mounted at a path like app.use(at, use), optionally skipped for some requests. The list of steps is
// declared once (httpPipeline in http-setup.ts) and the Express app mounts it before Nest's routes, the
// loved one's play answers included: one chain for every route (decision 305).
export type Step = {
  // What it does, for readers and for the tests' inspection of the built chains.
  name: string;
  // The mount path (Express's, a prefix ending at a "/"); every path when absent.
  at?: string;
  // Requests the step lets pass untouched, by method and full path (no query). It depends on nothing
  // else, so which steps a route's requests go through can be told from the route (reaches).
  skips?: (method: string, path: string) => boolean;
  use: RequestHandler | ErrorRequestHandler;
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
