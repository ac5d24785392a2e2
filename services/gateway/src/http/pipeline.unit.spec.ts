import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { GatewayHttp, startGatewayHttp } from '../testing/gateway-http';
import { requestContext } from '@carewith/platform';
import type { Step } from './pipeline';

// The gateway's HTTP pipeline is declared once (httpPipeline); the Express app and the play answers
// taken before Express are both built from it. A step added to the declaration must reach both.
describe('the HTTP pipeline, declared once', () => {
  let http: GatewayHttp;
  let handled: jest.SpyInstance<boolean>;
  const seen: string[] = [];
  // A step added after the request id, as a new middleware would be: it marks every answer.
  const probe: Step = {
    name: 'probe',
    use: (req: Request, res: Response, next: NextFunction) => {
      seen.push(`${req.method} ${req.originalUrl}`);
      res.setHeader('x-probe', 'seen');
      next();
    },
  };

  beforeAll(async () => {
    http = await startGatewayHttp({
      bus: { request: () => Promise.reject(new Error('a malformed token never reaches the bus')) },
      steps: (declared) => {
        const at = declared.findIndex((step) => step.name === 'request id') + 1;
        return [...declared.slice(0, at), probe, ...declared.slice(at)];
      },
    });
    handled = jest.spyOn(http.fastPath, 'handle');
  });
  afterAll(() => http.close());

  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${http.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const tookFastPath = handled.mock.results.at(-1)?.value as boolean;
    return { status: response.status, probe: response.headers.get('x-probe'), tookFastPath };
  };
  const answer = { eventId: randomUUID(), type: 'START', payload: { timestamp: 1 } };

  it('reaches a play answer taken before Express', async () => {
    expect(await send('POST', '/api/play/short/event', answer)).toEqual({
      status: 404,
      probe: 'seen',
      tookFastPath: true,
    });
    expect(await send('POST', '/api/play/short/complete', { eventId: randomUUID(), rawData: [] })).toEqual({
      status: 404,
      probe: 'seen',
      tookFastPath: true,
    });
    expect(seen).toContain('POST /api/play/short/event');
  });

  it('reaches the API routes through Express', async () => {
    // The same answer by its other spelling (Express only), the play page's data, an unknown route.
    expect(await send('POST', '/api/play/short/event/', answer)).toEqual({
      status: 404,
      probe: 'seen',
      tookFastPath: false,
    });
    expect(await send('GET', '/api/play/short')).toEqual({ status: 404, probe: 'seen', tookFastPath: false });
    expect(await send('GET', '/api/nothing-here')).toEqual({ status: 404, probe: 'seen', tookFastPath: false });
  });

  it('builds the play chain from the declaration: every step its requests go through, in order', () => {
    const names = ['metrics', 'security headers', 'request id', 'probe', 'cookies', 'csrf', 'play rate limit'];
    const chain = [...names, 'json body', 'body errors', 'actor'];
    expect(http.fastPath.stepsOf('event').map((step) => step.name)).toEqual(chain);
    expect(http.fastPath.stepsOf('complete').map((step) => step.name)).toEqual(chain);
    // The very instances the Express app mounts, not copies.
    for (const step of http.fastPath.stepsOf('event')) expect(http.pipeline).toContain(step);
  });
});

// The declared steps of the play routes all have lean forms: the play answers run them on node's own
// request and response (issue #26), and what a step does there still reaches the answer and the bus.
describe('the play chain, in its lean forms', () => {
  let http: GatewayHttp;
  const contexts: (string | undefined)[] = [];

  beforeAll(async () => {
    http = await startGatewayHttp({
      bus: {
        request: async () => {
          contexts.push(requestContext.getStore()?.requestId);
          return { ok: true, duplicate: false } as never;
        },
      },
    });
  });
  afterAll(() => http.close());

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${http.url}/api/play/${'a'.repeat(43)}/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('runs every step of both play routes leanly', () => {
    expect(http.fastPath.isLean('event')).toBe(true);
    expect(http.fastPath.isLean('complete')).toBe(true);
  });

  it("answers with every step's headers, and the request id in the bus request's context", async () => {
    const response = await post(JSON.stringify({ eventId: randomUUID(), type: 'START', payload: { timestamp: 1 } }), {
      'x-request-id': 'lean-1',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, duplicate: false });
    expect(contexts).toEqual(['lean-1']);
    expect(response.headers.get('x-request-id')).toBe('lean-1');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('etag')).toMatch(/^W\/"/);
    expect(response.headers.get('set-cookie')).toMatch(/^csrf=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict$/);
  });

  it('issues no CSRF cookie to a page that has one, and refuses a body that is not JSON as express.json does', async () => {
    const response = await post('"just a string"', { cookie: 'csrf=kept' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION',
      message: 'Request body is not valid JSON',
      errors: [{ field: 'body', message: 'Request body is not valid JSON' }],
    });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await post('{"broken": ')).status).toBe(400);
  });
});
