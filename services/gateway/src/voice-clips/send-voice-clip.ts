import type { IncomingMessage, ServerResponse } from 'node:http';
import rangeParser from 'range-parser';
import { answeredFromCache } from '../http/media-caching';

// A clip's bytes with byte ranges: Safari (iOS and macOS) plays audio only from a server that answers
// "Range: bytes=0-1" with 206, and every browser seeks with ranges. One range is served; several, or a
// malformed header, get the whole clip (RFC 9110 lets a server ignore Range); none that fits gets 416.
export function sendVoiceClip(req: IncomingMessage, res: ServerResponse, mp3: Buffer) {
  res.setHeader('Content-Type', 'audio/mpeg');
  res.setHeader('Accept-Ranges', 'bytes');
  if (answeredFromCache(req, res, mp3)) return;
  const ranges = req.headers.range ? rangeParser(mp3.length, req.headers.range, { combine: true }) : undefined;
  if (ranges === -1) {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${mp3.length}`);
    res.end();
    return;
  }
  if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
    const { start, end } = ranges[0]!;
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${start}-${end}/${mp3.length}`);
    res.end(mp3.subarray(start, end + 1));
    return;
  }
  res.end(mp3);
}
