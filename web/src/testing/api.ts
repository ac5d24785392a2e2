// The app's API client (api/http.ts) answered by the test instead of the gateway: a component test
// checks one screen given what the server says; the browser tests (e2e/) keep the real server.
//
// Answers are keyed "METHOD /path" (the path without its query; "GET" may be left out). An answer is
// a JSON body (status 200), `reply(status, body)`, or a function of the request giving either. A request
// with no answer gets a 404 and is kept in `unanswered`, so a test can tell a missing stub from a bug.

export type ApiRequest = { method: string; path: string; url: string; body: unknown };
export type Reply = {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
  readonly reply: true;
};
export type Answer = unknown;
export type Answers = Record<string, Answer | ((request: ApiRequest) => Answer)>;

export const reply = (status: number, body: unknown = '', headers?: Record<string, string>): Reply => ({
  status,
  body,
  headers,
  reply: true,
});

// An answer that never comes (the screen's loading state); resolved by the test with `release()`.
export function held<T>(answer: T) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answerWhenReleased = async () => {
    await gate;
    return answer;
  };
  return { answer: answerWhenReleased, release };
}

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && (value as Reply).reply === true;

// What fetch() gives api/http.ts: the parts of a Response it reads.
function response(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const named = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => named.get(name.toLowerCase()) ?? null },
    statusText: status === 404 ? 'Not Found' : '',
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}

export type ApiStub = {
  // Every request the screen sent, in order.
  readonly requests: ApiRequest[];
  readonly unanswered: ApiRequest[];
  // Adds or replaces answers (a later read of the screen gets the new one).
  answer(more: Answers): void;
  // The requests sent to "METHOD /path".
  sent(key: string): ApiRequest[];
};

export function stubApi(answers: Answers): ApiStub {
  const table: Answers = {};
  const requests: ApiRequest[] = [];
  const unanswered: ApiRequest[] = [];
  const normalise = (key: string) => (/^[A-Z]+ /.test(key) ? key : `GET ${key}`);
  const answer = (more: Answers) => {
    for (const [key, value] of Object.entries(more)) table[normalise(key)] = value;
  };
  answer(answers);
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // Not JSON: kept as it was sent.
      }
    }
    const request = { method, path, url, body };
    requests.push(request);
    const key = `${method} ${path}`;
    if (!(key in table)) {
      unanswered.push(request);
      return response(404, { message: `no answer stubbed for ${key}` });
    }
    const entry = table[key];
    const value = await (typeof entry === 'function' ? (entry as (r: ApiRequest) => Answer)(request) : entry);
    return isReply(value) ? response(value.status, value.body, value.headers) : response(200, value);
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return {
    requests,
    unanswered,
    answer,
    sent: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === normalise(key)),
  };
}
