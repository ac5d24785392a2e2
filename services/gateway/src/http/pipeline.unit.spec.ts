import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { GatewayHttp, startGatewayHttp } from '../testing/gateway-http';
import { requestContext } from '@carewith/platform';
import { reaches, Step } from './pipeline';

const TOKEN = 'a'.repeat(43);
const start = () => ({ eventId: randomUUID(), type: 'START', payload: { timestamp: 1 } });

// The gateway's HTTP pipeline is declared once (httpPipeline) and mounted before every route: a step
// added to the declaration reaches the loved one's play answers as it reaches every other route.
describe('the HTTP pipeline, declared once', () => {
  let http: GatewayHttp;
  const seen: string[] = [];
  // A step added after the request id, as a new middleware would be: it marks every answer.
  const probe: Step = {
    name: 'probe',
    use: (request, reply, next) => {
      seen.push(`${request.method} ${request.url}`);
      reply.raw.setHeader('x-probe', 'seen');
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
  });
  afterAll(() => http.close());

  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${http.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, probe: response.headers.get('x-probe') };
  };

  it('reaches the play answers', async () => {
    expect(await send('POST', '/api/play/short/event', start())).toEqual({ status: 404, probe: 'seen' });
    expect(await send('POST', '/api/play/short/complete', { eventId: randomUUID(), rawData: [] })).toEqual({
      status: 404,
      probe: 'seen',
    });
    expect(seen).toContain('POST /api/play/short/event');
  });

  it('reaches every other route, and a path no route has', async () => {
    expect(await send('POST', '/api/play/short/event/', start())).toEqual({ status: 404, probe: 'seen' });
    expect(await send('GET', '/api/play/short')).toEqual({ status: 404, probe: 'seen' });
    expect(await send('GET', '/api/nothing-here')).toEqual({ status: 404, probe: 'seen' });
  });

  it('tells which steps a play answer goes through, in order: no session, no compression', () => {
    const path = `/api/play/${TOKEN}/event`;
    const chain = http.pipeline.filter((step) => reaches(step, 'POST', path)).map((step) => step.name);
    expect(chain).toEqual([
      'metrics',
      'security headers',
      'request id',
      'probe',
      'cookies',
      'csrf',
      'play rate limit',
      'actor',
    ]);
  });
});

// What the steps do reaches the play answer and the bus request (moved here from the tests of the
// play path that was taken before Express, which is gone: decision 305).
describe('a play answer on the one pipeline', () => {
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
    fetch(`${http.url}/api/play/${TOKEN}/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it("answers with every step's headers, and the request id in the bus request's context", async () => {
    const response = await post(JSON.stringify(start()), { 'x-request-id': 'phone-1' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, duplicate: false });
    expect(contexts).toEqual(['phone-1']);
    expect(response.headers.get('x-request-id')).toBe('phone-1');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // An answer to a POST is never a cached copy: no ETag (reads get theirs, conditionalGet).
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('set-cookie')).toMatch(/^csrf=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict$/);
  });

  it("gives a read a weak ETag, and a 304 with no body when the browser's copy is current", async () => {
    const first = await fetch(`${http.url}/api/play/${TOKEN}`);
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"/);
    // fetch adds "Cache-Control: no-cache" to a request with If-None-Match, which asks for the whole answer.
    const ask = (tag: string) => ({ headers: { 'if-none-match': tag, 'cache-control': 'max-age=0' } });
    const again = await fetch(`${http.url}/api/play/${TOKEN}`, ask(tag!));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await fetch(`${http.url}/api/play/${TOKEN}`, ask('W/"other"'));
    expect(other.status).toBe(200);
  });

  it('issues no CSRF cookie to a page that has one, and refuses a body that is not JSON', async () => {
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

// A refusal of the play rate limit is the limiter's own answer; it carries what the steps before the
// limiter set (security headers, request id, CSRF cookie).
describe('a play answer refused by the rate limit', () => {
  let http: GatewayHttp;

  beforeAll(async () => {
    http = await startGatewayHttp({
      bus: { request: async () => ({ ok: true, duplicate: false }) } as never,
      env: { RATE_LIMIT_PLAY_PER_MINUTE: '1' },
    });
  });
  afterAll(() => http.close());

  const post = async (requestId: string) => {
    const response = await fetch(`${http.url}/api/play/${TOKEN}/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify(start()),
    });
    const headers = Object.fromEntries(response.headers);
    return { status: response.status, body: (await response.json()) as unknown, headers };
  };

  it('answers a 429 with the headers its 200 has: security headers, request id, CSRF cookie', async () => {
    const taken = await post('phone-1');
    const refused = await post('phone-2');
    expect(taken.status).toBe(200);
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(refused.headers['x-request-id']).toBe('phone-2');
    expect(refused.headers['set-cookie']).toMatch(/^csrf=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict$/);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'ratelimit-policy'])
      expect(refused.headers[name]).toBe(taken.headers[name]);
    // Every header the answer has, the refusal has too, and when to try again.
    expect(Object.keys(refused.headers).sort()).toEqual([...Object.keys(taken.headers), 'retry-after'].sort());
  });
});

// A request refused by Node's parser before any route is answered with "Connection: close", as Node
// answers it: a client that keeps connections alive must not send its next request on that socket.
describe('a request whose headers are too large', () => {
  let http: GatewayHttp;

  beforeAll(async () => {
    http = await startGatewayHttp({ bus: { request: async () => ({}) } as never });
  });
  afterAll(() => http.close());

  it('is refused with a 431 that closes the connection', async () => {
    const { port } = new URL(http.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(`GET /api/play/${TOKEN} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(body!)).toEqual({ code: 'BAD_REQUEST', message: 'The request headers are too large' });
  });
});
