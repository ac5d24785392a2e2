import nodemailer from 'nodemailer';
import type { MessagingConfig } from '../config/messaging.config';

// Where an e-mail goes: an SMTP server when SMTP_URL is set, otherwise the outbox (stored only).
export type MailSender = {
  readonly name: 'smtp' | 'outbox';
  // With html, the message is multipart/alternative: the text part and the HTML part, same facts.
  send(mail: { to: string; subject: string; text: string; html?: string }): Promise<{ providerId: string | null }>;
};

export const MAIL_SENDER = Symbol('MAIL_SENDER');

export function createMailSender(config: MessagingConfig): MailSender {
  if (!config.SMTP_URL) return { name: 'outbox', send: async () => ({ providerId: null }) };
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    name: 'smtp',
    send: async (mail) => {
      const info = await transport.sendMail({ from: config.SMTP_FROM, ...mail });
      return { providerId: info.messageId ?? null };
    },
  };
}
