// Where a text message goes: Twilio when configured, otherwise the outbox (stored only).

export type SmsSendResult = { provider: string; providerId: string | null; status: 'sent' | 'outbox' };

export interface SmsSender {
  readonly name: string;
  // Sending is only our own record (the outbox): nothing leaves for a provider, so there is no crash
  // window to guard with a 'sending' row, and the job writes its row once, in its final state.
  readonly recordOnly?: boolean;
  send(message: { to: string; body: string; statusCallback?: string }): Promise<SmsSendResult>;
  // After a crash between the provider's answer and our record: was this message already sent?
  findSent(message: { to: string; body: string; since: Date }): Promise<string | null>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');

// A failure retrying cannot fix (invalid number, unsubscribed number).
export class PermanentSmsError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PermanentSmsError';
  }
}
