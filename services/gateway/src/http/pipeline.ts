import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Next = (error?: unknown) => void;

// A Connect middleware on Node's own request and response (express-session, passport, helmet,
// compression, serve-static and express-rate-limit are written for these, not for Express's objects).
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

// One step of the gateway's HTTP pipeline: it sees Fastify's request and reply (their `raw` are
// Node's), and either calls `next` or answers. The list of steps is declared once (httpPipeline in
// http-setup.ts) and runs for every request before its route, the loved one's play answers included:
// one chain for every route (decision 305).
export type Step = {
  // What it does, for readers and for the tests' inspection of the built chain.
  name: string;
  // The path prefix it runs under (a whole segment: "/api" covers /api and /api/..., not /apix);
  // every path when absent.
  at?: string;
  // Requests the step lets pass untouched, by method and path (no query). It depends on nothing else,
  // so which steps a route's requests go through can be told from the route (reaches).
  skips?: (method: string, path: string) => boolean;
  use: (request: FastifyRequest, reply: FastifyReply, next: Next) => void;
};

// A Connect middleware as a step's `use`.
export const connect =
  (middleware: Middleware): Step['use'] =>
  (request, reply, next) =>
    middleware(request.raw, reply.raw, next);

// The request's path, without its query.
export const pathOf = (url: string | undefined): string => {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  return query === -1 ? raw : raw.slice(0, query);
};

// Whether a request of this method and path goes through the step (its prefix and `skips`).
export function reaches(step: Step, method: string, path: string): boolean {
  const at = step.at && step.at !== '/' ? step.at.replace(/\/$/, '') : '';
  const under = at === '' || path === at || path.startsWith(`${at}/`);
  return under && !step.skips?.(method, path);
}

// Runs the steps in order as the app's first hook, for every request, a path no route has included
// (Fastify runs its hooks for the not-found handler too). A step that answers does not call `next`,
// and the request goes no further. The async context the steps enter (the request id, the trace span,
// the actor) holds for the route: Fastify runs its body parsers' callbacks in the context they were
// called from, so the bus requests carry the request id and the actor.
export function mountSteps(app: FastifyInstance, steps: readonly Step[]): void {
  app.addHook('onRequest', (request, reply, done) => {
    const method = request.method;
    const path = pathOf(request.url);
    let i = 0;
    const next: Next = (error) => {
      if (error) return done(error as Error);
      while (i < steps.length) {
        const step = steps[i++]!;
        if (!reaches(step, method, path)) continue;
        try {
          step.use(request, reply, next);
        } catch (thrown) {
          done(thrown as Error);
        }
        return;
      }
      done();
    };
    next();
  });
}
