import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
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

let root: Logger | undefined;

export function rootLogger(): Logger {
  root ??= pino({
    level: process.env.LOG_LEVEL ?? 'info',
    base: { pid: process.pid, service: process.env.SERVICE_NAME },
    redact: { paths: REDACT, censor: '[redacted]' },
    mixin: () => {
      const ctx = requestContext.getStore();
      return ctx ? { requestId: ctx.requestId } : {};
    },
  });
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
