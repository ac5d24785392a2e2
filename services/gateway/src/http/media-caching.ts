import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';

// Photos, voice clips and songs may be kept by the member's browser but are checked with the server at
// each use (decision 253): a max-age let a family member's browser show a loved one's photo for an hour
// after the family erased everything. The check costs a round trip and no bytes while the file is the
// same (304), and the server asks the owning service each time, so a removed, erased or no longer
// permitted file is gone at once. The tag is the bytes' hash: a file never changes under its id.
export const MEDIA_CACHE_CONTROL = 'private, no-cache';

// Sets the media's caching headers; true when the browser's copy is current and a 304 was sent.
export function answeredFromCache(req: IncomingMessage, res: ServerResponse, bytes: Buffer): boolean {
  const tag = `"${createHash('sha256').update(bytes).digest('base64url')}"`;
  res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
  res.setHeader('ETag', tag);
  // If-None-Match against the tag just set (a read: GET and HEAD).
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !fresh(req.headers, { etag: tag })) return false;
  res.statusCode = 304;
  res.end();
  return true;
}

// A JPEG as its owning service answered it over the bus (base64), with the media's caching headers.
export function sendJpeg(req: IncomingMessage, res: ServerResponse, jpegBase64: string): void {
  const jpeg = Buffer.from(jpegBase64, 'base64');
  res.setHeader('Content-Type', 'image/jpeg');
  if (!answeredFromCache(req, res, jpeg)) res.end(jpeg);
}
