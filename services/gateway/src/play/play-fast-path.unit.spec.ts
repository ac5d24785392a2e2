import { randomUUID } from 'node:crypto';
import { MAX_JSON_BODY_BYTES } from '@carewith/contracts';
import { GatewayHttp, startGatewayHttp } from '../testing/gateway-http';
import { fastPlayRoute } from './play-fast-path';

const TOKEN = 'a'.repeat(43);
const json = { 'content-type': 'application/json', 'content-length': '58' };

describe('the play path taken before Express: which requests it answers', () => {
  it('takes a POST of a JSON answer or completion to the canonical path, with or without a query', () => {
    expect(fastPlayRoute('POST', `/api/play/${TOKEN}/event`, json)).toEqual({ token: TOKEN, kind: 'event' });
    expect(fastPlayRoute('POST', `/api/play/${TOKEN}/complete`, json)).toEqual({ token: TOKEN, kind: 'complete' });
    expect(fastPlayRoute('POST', `/api/play/${TOKEN}/event?x=1`, json)).toEqual({ token: TOKEN, kind: 'event' });
    expect(
      fastPlayRoute('POST', `/api/play/${TOKEN}/event`, { ...json, 'content-type': 'application/json; charset=UTF-8' }),
    ).toEqual({ token: TOKEN, kind: 'event' });
  });

  it('takes a malformed token too (the pipe refuses it with the same 404)', () => {
    expect(fastPlayRoute('POST', '/api/play/x/event', json)).toEqual({ token: 'x', kind: 'event' });
  });

  it.each([
    ['another method', 'GET', `/api/play/${TOKEN}/event`, json],
    ['the page itself', 'POST', `/api/play/${TOKEN}`, json],
    ['a photo', 'POST', `/api/play/${TOKEN}/photos/x`, json],
    ['a trailing slash', 'POST', `/api/play/${TOKEN}/event/`, json],
    ['another case', 'POST', `/API/play/${TOKEN}/event`, json],
    ['an encoded token', 'POST', `/api/play/abc%2Fdef/event`, json],
    ['an empty token (no route of Express has one)', 'POST', '/api/play//event', json],
    ['another content type', 'POST', `/api/play/${TOKEN}/event`, { ...json, 'content-type': 'text/plain' }],
    [
      'another charset',
      'POST',
      `/api/play/${TOKEN}/event`,
      { ...json, 'content-type': 'application/json; charset=latin1' },
    ],
    ['no content type', 'POST', `/api/play/${TOKEN}/event`, { 'content-length': '58' }],
    ['a compressed body', 'POST', `/api/play/${TOKEN}/event`, { ...json, 'content-encoding': 'gzip' }],
    [
      'a chunked body',
      'POST',
      `/api/play/${TOKEN}/event`,
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    ],
    ['no length', 'POST', `/api/play/${TOKEN}/event`, { 'content-type': 'application/json' }],
    [
      'a length over the limit',
      'POST',
      `/api/play/${TOKEN}/event`,
      { ...json, 'content-length': String(MAX_JSON_BODY_BYTES + 1) },
    ],
    ['a length that is no number', 'POST', `/api/play/${TOKEN}/event`, { ...json, 'content-length': 'ten' }],
  ])('leaves %s to Express', (_what, method, url, headers) => {
    expect(fastPlayRoute(method, url, headers)).toBeNull();
  });
});

// A refusal of the shared play rate limit is the limiter's own answer; it carries what the steps before
// the limiter set (security headers, request id, CSRF cookie), on the path taken before Express as
// through Express.
describe('the play path taken before Express: a refusal of the rate limit', () => {
  let http: GatewayHttp;
  let url: string;

  beforeAll(async () => {
    http = await startGatewayHttp({
      bus: { request: async () => ({ ok: true, duplicate: false }) } as never,
      env: { RATE_LIMIT_PLAY_PER_MINUTE: '1' },
    });
    url = `${http.url}/api/play/${TOKEN}/event`;
  });
  afterAll(() => http.close());

  const post = async (requestId: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({ eventId: randomUUID(), type: 'START', payload: { timestamp: 1 } }),
    });
    const headers = Object.fromEntries(response.headers);
    return { status: response.status, body: (await response.json()) as unknown, headers };
  };

  it('answers a 429 with the headers its 200 has: security headers, request id, CSRF cookie', async () => {
    const handled = jest.spyOn(http.fastPath, 'handle');
    const taken = await post('phone-1');
    const refused = await post('phone-2');
    // Both taken before Express.
    expect(handled.mock.results.map((result) => result.value as boolean)).toEqual([true, true]);
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
