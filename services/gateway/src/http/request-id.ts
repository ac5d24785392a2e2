import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

// The caller's X-Request-Id when it is a plain token, else a new one: it follows the request through
// logs, the bus and jobs.
export const requestIdOf = (incoming: string | string[] | undefined): string =>
  typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
