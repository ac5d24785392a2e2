import type { SmsSender, SmsSendResult } from './sms-sender.port';

// No provider configured: the message is stored in the outbox (the messages table) and shown on
// the development Outbox page, exactly as it would have been sent.
export class OutboxSmsSender implements SmsSender {
  readonly name = 'outbox';
  readonly recordOnly = true;

  async send(): Promise<SmsSendResult> {
    return { provider: 'outbox', providerId: null, status: 'outbox' };
  }

  async findSent(): Promise<string | null> {
    return null;
  }
}
