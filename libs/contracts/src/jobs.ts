import { z } from 'zod';

// Job queues and their job data: one typed map, like the bus patterns.
export const QUEUE_NAMES = { sms: 'sms', email: 'email', ai: 'ai' } as const;

export const EMAIL_KINDS = ['invitation'] as const;
export const sendEmailJobSchema = z.object({
  to: z.string().min(3).max(254),
  subject: z.string().min(1).max(200),
  text: z.string().min(1).max(20_000),
  kind: z.enum(EMAIL_KINDS),
  // What the message is about (e.g. the invitation id), for its delivery status.
  refId: z.string().max(128).optional(),
  requestId: z.string().max(128).optional(),
});
export type SendEmailJob = z.infer<typeof sendEmailJobSchema>;

export const SMS_KINDS = ['activity'] as const;
export const sendSmsJobSchema = z.object({
  to: z.string().regex(/^\+[1-9]\d{7,14}$/),
  body: z.string().min(1).max(1600),
  kind: z.enum(SMS_KINDS),
  // The activity the text is about, for its delivery status.
  refId: z.string().max(128),
  requestId: z.string().max(128).optional(),
});
export type SendSmsJob = z.infer<typeof sendSmsJobSchema>;

export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'outbox'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const messageViewSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  kind: z.string(),
  // Masked: only the last digits or the domain are shown outside the outbox page.
  to: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MessageView = z.infer<typeof messageViewSchema>;
export const outboxEntrySchema = messageViewSchema.extend({
  subject: z.string().nullable(),
  body: z.string(),
  provider: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
