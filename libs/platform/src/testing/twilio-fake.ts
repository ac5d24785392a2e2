import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';

// A local HTTP server that speaks the part of Twilio's REST API we use (Messages: create, list) and
// sends signed status callbacks, so our real client code and the real `twilio` package are tested:
// the messaging service's sender in its integration tests, a whole system in the e2e tests.
export type FakeMessage = {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  statusCallback?: string;
  createdAt: Date;
};

export class TwilioFake {
  readonly accountSid = `AC${randomBytes(16).toString('hex')}`;
  readonly authToken = randomBytes(16).toString('hex');
  readonly from = '+15005550006';
  readonly messages: FakeMessage[] = [];
  readonly requests: { method: string; path: string; auth: string | undefined }[] = [];
  // Numbers Twilio would refuse for good (error 21211).
  readonly invalidNumbers = new Set<string>();
  // Answer the next N creates with 503.
  transientFailures = 0;
  // Keep the next create's response hanging after the message is made (a worker dying mid-call).
  holdNextCreate = false;
  private held: ServerResponse[] = [];
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  // The environment that points a system's Twilio client at this fake.
  get env(): Record<string, string> {
    return {
      TWILIO_ACCOUNT_SID: this.accountSid,
      TWILIO_AUTH_TOKEN: this.authToken,
      TWILIO_FROM: this.from,
      TWILIO_API_BASE: this.url,
    };
  }

  async stop() {
    for (const res of this.held) res.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  // Twilio reports a delivery status to the message's callback, signed with our auth token.
  async callback(message: FakeMessage, status: string, errorCode?: string) {
    const params: Record<string, string> = {
      MessageSid: message.sid,
      MessageStatus: status,
      AccountSid: this.accountSid,
      To: message.to,
    };
    if (errorCode) params.ErrorCode = errorCode;
    return this.post(message.statusCallback!, params);
  }

  // An inbound text from a phone to our number, as Twilio would forward it.
  async inbound(url: string, from: string, body: string) {
    return this.post(url, {
      From: from,
      To: this.from,
      Body: body,
      AccountSid: this.accountSid,
      MessageSid: `SM${randomBytes(16).toString('hex')}`,
    });
  }

  async post(url: string, params: Record<string, string>, signature = twilioSignature(this.authToken, url, params)) {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      body: new URLSearchParams(params).toString(),
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    this.requests.push({ method: req.method ?? '', path: url.pathname, auth: req.headers.authorization });
    const path = url.pathname.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/);
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
    if (!path || path[1] !== this.accountSid)
      return this.json(res, 404, { code: 20404, message: 'Not found', status: 404 });
    if (req.headers.authorization !== expected)
      return this.json(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
    if (req.method === 'GET') {
      const to = url.searchParams.get('To');
      const after = url.searchParams.get('DateSent>');
      const list = this.messages.filter((m) => (!to || m.to === to) && (!after || m.createdAt >= new Date(after)));
      return this.json(res, 200, {
        messages: list.map((m) => this.resource(m)),
        first_page_uri: url.pathname,
        next_page_uri: null,
        previous_page_uri: null,
        page: 0,
        page_size: 50,
        start: 0,
        end: list.length,
        uri: url.pathname,
      });
    }
    const form = new URLSearchParams(await readBody(req));
    const to = form.get('To') ?? '';
    if (this.invalidNumbers.has(to)) {
      return this.json(res, 400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        status: 400,
      });
    }
    if (this.transientFailures > 0) {
      this.transientFailures--;
      return this.json(res, 503, { code: 20500, message: 'Service unavailable', status: 503 });
    }
    const message: FakeMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to,
      from: form.get('From') ?? form.get('MessagingServiceSid') ?? '',
      body: form.get('Body') ?? '',
      status: 'queued',
      statusCallback: form.get('StatusCallback') ?? undefined,
      createdAt: new Date(),
    };
    this.messages.push(message);
    if (this.holdNextCreate) {
      this.holdNextCreate = false;
      this.held.push(res);
      return;
    }
    this.json(res, 201, this.resource(message));
  }

  private resource(m: FakeMessage) {
    return {
      sid: m.sid,
      account_sid: this.accountSid,
      to: m.to,
      from: m.from,
      body: m.body,
      status: m.status,
      direction: 'outbound-api',
      num_segments: '1',
      date_created: m.createdAt.toUTCString(),
      date_updated: m.createdAt.toUTCString(),
      date_sent: null,
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${this.accountSid}/Messages/${m.sid}.json`,
    };
  }

  private json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}

// X-Twilio-Signature as Twilio computes it for a form post: HMAC-SHA1 with the auth token of the URL
// followed by each parameter's name and value, names sorted; base64. (Computed here, not by the
// `twilio` package, so the platform's testing library does not depend on it; the receiving end checks
// it with the real package.)
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf-8')).digest('base64');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
