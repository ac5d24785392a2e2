import { request as httpRequest } from 'node:http';
import sharp from 'sharp';

// The loopback address (127.x.y.z) this file's API clients connect from, once set: the gateway counts
// its rate-limit budgets per client address, so a file on a system shared with the files before it
// (sharedEmbedded) starts with whole budgets, as on a system of its own.
let localAddress: string | undefined;
export function connectFrom(address: string) {
  localAddress = address;
}

// fetch, or with a local address set the same request through node:http, which can choose the address
// it connects from (node's fetch cannot). No redirect is followed, as with redirect: 'manual'.
async function send(url: string, init: { method: string; headers: Record<string, string>; body?: string | FormData }) {
  if (!localAddress) return fetch(url, { ...init, redirect: 'manual' });
  const from = localAddress;
  // The body as fetch sends it (a form: its multipart bytes and boundary).
  const encoded = init.body === undefined ? undefined : new Request(url, init);
  const body = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  const headers = { ...init.headers };
  if (encoded && !headers['content-type']) headers['content-type'] = encoded.headers.get('content-type') ?? '';
  if (body) headers['content-length'] = String(body.length);
  return new Promise<Response>((resolve, reject) => {
    // agent: false, a connection per request: no kept-alive socket holds the worker open after the file.
    const req = httpRequest(url, { method: init.method, headers, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) answer.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        const status = res.statusCode ?? 0;
        const empty = [204, 205, 304].includes(status) || init.method === 'HEAD';
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
// A small HTTP client for tests that behaves like the browser: keeps cookies and echoes the
// anti-forgery cookie in the x-csrf-token header on mutations.
export class ApiClient {
  private readonly jar = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  async request(
    method: string,
    path: string,
    options: {
      json?: unknown;
      body?: string | FormData;
      contentType?: string;
      csrf?: boolean;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    const mutating = !['GET', 'HEAD'].includes(method);
    if (mutating && options.csrf !== false && !this.jar.has('csrf')) await this.request('GET', '/api/auth/csrf');
    const headers: Record<string, string> = { ...options.headers };
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const body = options.json !== undefined ? JSON.stringify(options.json) : options.body;
    // FormData sets its own multipart content type.
    if (typeof body === 'string') headers['content-type'] = options.contentType ?? 'application/json';
    if (mutating && options.csrf !== false && this.jar.has('csrf')) headers['x-csrf-token'] = this.jar.get('csrf')!;
    const res = await send(`${this.baseUrl}${path}`, { method, headers, body });
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, json?: unknown) => this.request('POST', path, json === undefined ? {} : { json });

  async json<T>(method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> {
    const res = await this.request(method, path, json === undefined ? {} : { json });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  // The development sign-in (enabled in the test systems); returns the signed-in user.
  async signIn(name: string, email: string, returnTo?: string) {
    const res = await this.json<{ user: { id: string; email: string } }>('POST', '/api/dev-login', {
      name,
      email,
      returnTo,
    });
    if (res.status !== 200) throw new Error(`dev sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.user;
  }
}

// A plain-coloured photo uploaded as the signed-in caregiver; returns its "photo:<id>" reference.
export async function uploadPhoto(
  api: ApiClient,
  { width, height, background }: { width: number; height: number; background: string },
  fileName = 'photo.png',
): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), fileName);
  const upload = await api.request('POST', '/api/photos', { body: form });
  if (upload.status !== 201) throw new Error(`photo upload answered ${upload.status}`);
  return ((await upload.json()) as { ref: string }).ref;
}
