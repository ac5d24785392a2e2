import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions } from './logger';

// Writes through the process's own logger options and returns the lines as JSON.
function logged(write: (log: pino.Logger) => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  // At info whatever LOG_LEVEL the test run sets.
  write(pino({ ...loggerOptions(), level: 'info' }, sink).child({ context: 'test' }));
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

// A pg error as pg hands it over: its connection hung on it, a constraint's detail quoting the row.
function pgError() {
  return Object.assign(new Error('duplicate key value violates unique constraint "seniors_phone_key"'), {
    code: '23505',
    severity: 'ERROR',
    constraint: 'seniors_phone_key',
    detail: 'Key (phone)=(+15555550123) already exists.',
    client: { connectionParameters: { user: 'postgres', host: '127.0.0.1' }, secretKey: 123456789 },
  });
}

describe('the log of an error', () => {
  it('keeps its kind, message, stack and code, and nothing else it carries', () => {
    const [line] = logged((log) => log.warn({ err: pgError() }, 'job store connection lost'));
    const err = line.err as Record<string, unknown>;
    expect(err).toMatchObject({
      type: 'Error',
      message: 'duplicate key value violates unique constraint "seniors_phone_key"',
      code: '23505',
      severity: 'ERROR',
      constraint: 'seniors_phone_key',
    });
    expect(String(err.stack)).toContain('logger.unit.spec');
    expect(err).not.toHaveProperty('client');
    expect(err).not.toHaveProperty('detail');
    const text = JSON.stringify(line);
    expect(text).not.toContain('+15555550123');
    expect(text).not.toContain('secretKey');
  });

  it('follows its cause, the errors of an AggregateError, and something thrown that is not an Error', () => {
    const [line] = logged((log) =>
      log.error(
        { err: new AggregateError([pgError(), 'refused'], 'all failed', { cause: pgError() }) },
        'could not connect',
      ),
    );
    const err = line.err as { type: string; cause: Record<string, unknown>; errors: Record<string, unknown>[] };
    expect(err.type).toBe('AggregateError');
    expect(err.cause).toMatchObject({ code: '23505' });
    expect(err.cause).not.toHaveProperty('client');
    expect(err.errors).toEqual([expect.objectContaining({ code: '23505' }), 'refused']);
    expect(JSON.stringify(line)).not.toContain('+15555550123');

    const [thrown] = logged((log) => log.error({ err: { message: 'a plain object', secret: 'x' } }, 'failed'));
    expect(thrown.err).toEqual({ type: 'non-error', message: 'a plain object' });
    const [message] = logged((log) => log.warn({ err: 'terminating connection' }, 'connection lost'));
    expect(message.err).toBe('terminating connection');
  });

  it('still redacts a token or a phone number logged beside it', () => {
    const [line] = logged((log) => log.info({ token: 'abc', to: { phone: '+15555550123' } }, 'sent'));
    expect(line.token).toBe('[redacted]');
    expect(line.to).toEqual({ phone: '[redacted]' });
  });
});
