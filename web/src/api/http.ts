import { MutationCache, QueryCache, QueryClient, QueryFunction } from '@tanstack/react-query';
import { handleUnauthorized } from './unauthorized';

// Spec section 8: any non-OK response raises an error whose message is "status: body text"
// (or the status text when the body is empty).
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  // The JSON body's message, when the body is JSON.
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  // The JSON body's per-field errors ({errors: [{field, message}]}), empty when there are none.
  get fieldErrors(): { field: string; message: string }[] {
    try {
      const parsed = JSON.parse(this.bodyText) as { errors?: unknown };
      if (!Array.isArray(parsed.errors)) return [];
      return parsed.errors.filter(
        (e): e is { field: string; message: string } =>
          typeof e === 'object' &&
          e !== null &&
          typeof (e as { field?: unknown }).field === 'string' &&
          typeof (e as { message?: unknown }).message === 'string',
      );
    } catch {
      return [];
    }
  }
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

// The anti-forgery token the gateway sets as a cookie; mutations echo it in a header.
function csrfToken(): string | undefined {
  const match = document.cookie.match(/(?:^|;\s*)(?:__Host-)?csrf=([^;]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

// All calls send credentials; a JSON body and its content type only when there is a body.
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const headers: Record<string, string> = data !== undefined ? { 'Content-Type': 'application/json' } : {};
  const token = method === 'GET' ? undefined : csrfToken();
  if (token) headers['x-csrf-token'] = token;
  const res = await fetch(url, {
    method,
    headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

// POST (or PUT) a multipart/form-data body (the browser sets its content type and boundary) with
// credentials and the anti-forgery token, and parse the JSON answer; a non-OK response throws ApiError
// as above.
export async function postForm<T>(url: string, body: FormData, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const token = csrfToken();
  const res = await fetch(url, {
    method,
    headers: token ? { 'x-csrf-token': token } : {},
    body,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

type UnauthorizedBehavior = 'returnNull' | 'throw';

// Reads join the query key with '/' as the path and parse JSON; the default throws on 401.
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

// Spec section 1: no automatic refetch, no refetch on focus, never stale, no retries.
// Any read or mutation answered 401 shows the Unauthorized toast and goes to sign-in (spec section 8);
// the current-user read returns null on 401 instead, so signed-out pages never trigger it.
// A factory so that each component test starts from an empty cache with the app's own settings
// (web/src/testing/render.tsx); the app has one client.
export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error) => handleUnauthorized(error) }),
    mutationCache: new MutationCache({ onError: (error) => handleUnauthorized(error) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
