import { AsyncLocalStorage } from 'node:async_hooks';

// The request id (and actor) of the work in progress; it follows a request from HTTP to the bus to jobs.
export type RequestContext = { requestId: string; actorId?: string };
export const requestContext = new AsyncLocalStorage<RequestContext>();
export const currentRequestId = () => requestContext.getStore()?.requestId;
