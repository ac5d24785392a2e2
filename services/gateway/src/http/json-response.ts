import type { ServerResponse } from 'node:http';
import etag from 'etag';

// A JSON answer exactly as Express's res.status(status).json(body) writes it (content type with
// charset, length, weak ETag of the body), for answers written outside Express (the play path and
// the rate limiter, which serves both). `headers` (a flat name/value list) go with it in one writeHead;
// headers set before with setHeader are merged by node.
export function writeJson(res: ServerResponse, status: number, body: unknown, headers: string[] = []): void {
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
