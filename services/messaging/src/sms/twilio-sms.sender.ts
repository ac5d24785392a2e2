import twilio from 'twilio';
import RequestClient from 'twilio/lib/base/RequestClient';
import { PermanentSmsError, SmsSender, SmsSendResult } from './sms-sender.port';

// Twilio error codes that retrying cannot fix: invalid or unreachable "To", unsubscribed recipient,
// a number that cannot receive SMS.
const PERMANENT_CODES = new Set([21211, 21214, 21408, 21610, 21612, 21614, 30003, 30005, 30006]);

// Rewrites api.twilio.com to another base (a local server in tests); everything else is the real client.
class RebasedRequestClient extends RequestClient {
  constructor(private readonly base: URL) {
    super();
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    uri.protocol = this.base.protocol;
    uri.host = this.base.host;
    return super.request<TData>({ ...opts, uri: uri.toString() });
  }
}

export class TwilioSmsSender implements SmsSender {
  readonly name = 'twilio';
  private readonly client: twilio.Twilio;

  constructor(private readonly options: { accountSid: string; authToken: string; from: string; apiBase?: string }) {
    this.client = twilio(options.accountSid, options.authToken, {
      ...(options.apiBase ? { httpClient: new RebasedRequestClient(new URL(options.apiBase)) } : {}),
      autoRetry: false,
    });
  }

  async send(message: { to: string; body: string; statusCallback?: string }): Promise<SmsSendResult> {
    const from = this.options.from.startsWith('MG')
      ? { messagingServiceSid: this.options.from }
      : { from: this.options.from };
    try {
      const sent = await this.client.messages.create({
        to: message.to,
        body: message.body,
        ...from,
        ...(message.statusCallback ? { statusCallback: message.statusCallback } : {}),
      });
      return { provider: 'twilio', providerId: sent.sid, status: 'sent' };
    } catch (error) {
      const code = (error as { code?: number }).code;
      const status = (error as { status?: number }).status;
      if ((code !== undefined && PERMANENT_CODES.has(code)) || status === 400) {
        throw new PermanentSmsError((error as Error).message, code !== undefined ? String(code) : undefined);
      }
      throw error;
    }
  }

  async findSent(message: { to: string; body: string; since: Date }): Promise<string | null> {
    const recent = await this.client.messages.list({ to: message.to, dateSentAfter: message.since, limit: 20 });
    return recent.find((m) => m.body === message.body)?.sid ?? null;
  }
}
