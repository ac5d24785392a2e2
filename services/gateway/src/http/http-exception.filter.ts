import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, HTTP_STATUS_BY_CODE } from '@carewith/contracts';
import { createLogger, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '@carewith/platform';

const log = createLogger('http');

export type ErrorBody = { code: string; message: string; errors?: { field: string; message: string }[] };

// Maps errors once, at the edge: domain codes to the statuses of the spec's error catalogue.
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const [status, body] = toHttp(error);
    logFailure(status, error);
    if (!res.headersSent) res.status(status).json(body);
  }
}

// An outage (503) is a warning; any other 5xx an error with its stack; a 4xx is the caller's, not logged.
export function logFailure(status: number, error: unknown): void {
  if (status === 503) log.warn({ err: error instanceof Error ? error.message : String(error) }, 'request failed');
  else if (status >= 500) log.error({ err: error }, 'request failed');
}

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
