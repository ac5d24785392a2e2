import { LoggerService } from '@nestjs/common';
import pino, { Logger, LoggerOptions } from 'pino';
import { requestContext } from './request-context';

// Never log tokens, phone numbers or health details: these paths are redacted wherever they appear.
const REDACT = [
  'token',
  '*.token',
  'phone',
  '*.phone',
  'password',
  '*.password',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  'req.headers.cookie',
  'req.headers.authorization',
];

// What of an error reaches the log: its kind, message, stack and these scalar fields. Nothing else an
// error carries is copied: pg hangs its connection on some errors (`client`, with the backend's cancel
// key and the connection settings), and a constraint's `detail` quotes the row's values ("Key
// (phone)=(+1...) already exists"), which would put a phone number in the log.
const ERROR_FIELDS = [
  'code',
  'severity',
  'routine',
  'constraint',
  'schema',
  'table',
  'column',
  'errno',
  'syscall',
  'status',
  'statusCode',
] as const;
const MAX_CAUSE_DEPTH = 3;

export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) {
    // A message logged as the error (`err: error.message`) stays as it is; a thrown number says itself;
    // an object thrown as an error is named, never copied.
    if (typeof error === 'string') return error;
    if (error === null || (typeof error !== 'object' && typeof error !== 'function')) return { message: String(error) };
    return { type: 'non-error', message: String((error as { message?: unknown }).message ?? '[object]') };
  }
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: error.message,
    stack: error.stack,
  };
  for (const key of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
    if (error instanceof AggregateError)
      out.errors = (error.errors as unknown[]).slice(0, 5).map((e) => serializeError(e, depth + 1));
  }
  return out;
}

// The options of every logger of the process (exported so a test can write through the same ones).
export function loggerOptions(): LoggerOptions {
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    base: { pid: process.pid, service: process.env.SERVICE_NAME },
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { err: serializeError },
    mixin: () => {
      const ctx = requestContext.getStore();
      return ctx ? { requestId: ctx.requestId } : {};
    },
  };
}

let root: Logger | undefined;

export function rootLogger(): Logger {
  root ??= pino(loggerOptions());
  return root;
}

export function createLogger(context: string): Logger {
  return rootLogger().child({ context });
}

// Nest's own messages (bootstrap, routes) go through pino too.
export class PinoNestLogger implements LoggerService {
  private readonly log_ = rootLogger();
  log(message: unknown, context?: string) {
    this.log_.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.log_.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.log_.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.log_.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.log_.trace({ context }, String(message));
  }
}
