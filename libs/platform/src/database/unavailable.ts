// Errors that mean "PostgreSQL cannot be reached right now" (down, restarting, connection cut), not
// "this request is wrong": callers answer 503 and may try again, instead of 500.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
// 57P01-57P03: the server is shutting down or starting; class 08: connection exceptions.
const SERVER_CODES = /^(57P0[123]|08...)$/;
const MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { code, message, driverError } = e as { code?: unknown; message?: unknown; driverError?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    // TypeORM wraps the driver's error.
    e = driverError;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database cannot be reached right now. Please try again in a minute.';
