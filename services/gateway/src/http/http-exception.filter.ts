import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError, HTTP_STATUS_BY_CODE, MAX_JSON_BODY_BYTES } from '@carewith/contracts';
import { createLogger, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@carewith/platform';
import { sendJson } from './raw-http';

const log = createLogger('http');

export type ErrorBody = { code: string; message: string; errors?: { field: string; message: string }[] };

// Maps errors once, at the edge: domain codes to the statuses of the spec's error catalogue. Every
// failure comes here: a route's, a pipeline step's and a body parser's (Nest gives Fastify's error
// handler to its filters). A route that writes its answer itself (RawResponse) is answered on Node's
// response, unless it has begun to.
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost) {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const [status, body] = toHttp(error);
    logFailure(status, error);
    const raw = reply.raw;
    if (raw.headersSent || raw.writableEnded) return;
    if (!reply.sent) {
      // JSON, whatever the route would have answered (a CSV, Twilio's XML).
      void reply.code(status).type('application/json; charset=utf-8').send(body);
      return;
    }
    sendJson(raw, status, body);
  }
}

// An outage (503) is a warning; any other 5xx an error with its stack; a 4xx is the caller's, not logged.
export function logFailure(status: number, error: unknown): void {
  if (status === 503) log.warn({ err: error instanceof Error ? error.message : String(error) }, 'request failed');
  else if (status >= 500) log.error({ err: error }, 'request failed');
}

const FASTIFY_BODY_TOO_LARGE = 'Request body is too large';

export function toHttp(error: unknown): [number, ErrorBody] {
  if (error instanceof DomainError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.details) body.errors = error.details;
    return [HTTP_STATUS_BY_CODE[error.code], body];
  }
  if (error instanceof HttpException) {
    const response = error.getResponse();
    const message =
      typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? error.message);
    // A JSON body past the limit: Fastify's refusal, which Nest hands over as an HttpException.
    if (error.getStatus() === 413 && message === FASTIFY_BODY_TOO_LARGE)
      return [
        413,
        { code: 'PAYLOAD_TOO_LARGE', message: `Request body is larger than ${MAX_JSON_BODY_BYTES / 1024} KB` },
      ];
    return [error.getStatus(), { code: codeForStatus(error.getStatus()), message }];
  }
  // The gateway's own database use (the session store) during an outage: 503, not a bug.
  if (isDatabaseUnavailable(error)) return [503, { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE }];
  return [500, { code: 'INTERNAL', message: 'Internal server error' }];
}

function codeForStatus(status: number): string {
  const entry = Object.entries(HTTP_STATUS_BY_CODE).find(([, s]) => s === status);
  return entry ? entry[0] : status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
}
