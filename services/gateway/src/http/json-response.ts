import type { ServerResponse } from 'node:http';
import etag from 'etag';

// The headers an answer written outside Express has gathered before it is known who writes it: the play
// path's (security headers, request id, CSRF cookie) while the rate limiter it shares with Express may
// answer instead. Whichever writes the answer with writeJson sends them, as through Express, where the
// middleware before the limiter has set them on the response.
const gathered = new WeakMap<ServerResponse, string[]>();
export function gatherHeaders(res: ServerResponse, headers: string[]): void {
  gathered.set(res, headers);
}

// A JSON answer exactly as Express's res.status(status).json(body) writes it (content type with
// charset, length, weak ETag of the body), for answers written outside Express (the play path and
// the rate limiter, which serves both). `headers` (a flat name/value list) go with it in one writeHead,
// by default those gathered for the response (gatherHeaders); headers set before with setHeader are
// merged by node.
export function writeJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: string[] = gathered.get(res) ?? [],
): void {
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
}
