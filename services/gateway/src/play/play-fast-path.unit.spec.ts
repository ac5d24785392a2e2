import { MAX_JSON_BODY_BYTES } from '@carewith/contracts';
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
