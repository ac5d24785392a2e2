import { z } from 'zod';

// Job queues and their job data: one typed map, like the bus patterns.
// schedule: a loved one's slots (delayed, one job per slot) and the hourly re-plan; reminder: one per
// activity text, 24 h later.
export const QUEUE_NAMES = {
  sms: 'sms',
  email: 'email',
  ai: 'ai',
  schedule: 'schedule',
  reminder: 'reminder',
} as const;

// The data of a job scheduler's runs (the hourly re-plan, the weekly letters sweep): none.
export const emptyJobSchema = z.object({});

export const EMAIL_KINDS = ['invitation', 'activity-completed', 'weekly-letter'] as const;
export const sendEmailJobSchema = z.object({
  to: z.string().min(3).max(254),
  subject: z.string().min(1).max(200),
  text: z.string().min(1).max(20_000),
  // An HTML alternative of the same message (the weekly letter); the text part is always sent too.
  html: z.string().min(1).max(200_000).optional(),
  kind: z.enum(EMAIL_KINDS),
  // What the message is about (e.g. the invitation id), for its delivery status.
  refId: z.string().max(128).optional(),
  // The care team it is sent for: its Co-Caregivers see it on the development outbox.
  careTeamId: z.uuid().optional(),
  requestId: z.string().max(128).optional(),
});
export type SendEmailJob = z.infer<typeof sendEmailJobSchema>;

// activity: a play link (sent by hand or by a schedule); reminder: the one gentle reminder for it.
export const SMS_KINDS = ['activity', 'reminder'] as const;
export const sendSmsJobSchema = z.object({
  to: z.string().regex(/^\+[1-9]\d{7,14}$/),
  body: z.string().min(1).max(1600),
  kind: z.enum(SMS_KINDS),
  // The activity the text is about, for its delivery status.
  refId: z.string().max(128),
  // The loved one it goes to: whoever can see them sees it on the development outbox.
  seniorId: z.uuid().optional(),
  requestId: z.string().max(128).optional(),
});
export type SendSmsJob = z.infer<typeof sendSmsJobSchema>;

export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'outbox'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
// The errors a message's row keeps in the app's own words (the caregiver app shows them in the member's
// language); one that carries a provider's error says it as the provider did.
export const MESSAGE_ERROR_WORDS = {
  notDelivered: 'Not delivered',
  stopped: 'Not delivered: this number replied STOP to our texts',
} as const;
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

// Whose messages a viewer of the development outbox sees: texts to the loved ones they can see, e-mails
// sent for the teams they manage, and e-mails to their own address.
export const outboxQuerySchema = z.object({
  limit: z.number().int().min(1).max(200).default(50),
  seniorIds: z.array(z.uuid()).max(10_000),
  careTeamIds: z.array(z.uuid()).max(1_000),
  to: z.string().max(254),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

// The ai queue's jobs: check-in reflections and the conversation starters of a
// completed activity (one job per activity), the hourly look for letters due, and one letter per loved
// one and week.
export const WRITE_REFLECTION_JOB = 'write-reflection';
export const WRITE_STARTERS_JOB = 'write-starters';
export const WEEKLY_LETTERS_SWEEP = 'weekly-letters';
export const WEEKLY_LETTER_JOB = 'weekly-letter';
export const writeStartersJobSchema = z.object({
  gameInstanceId: z.uuid(),
  requestId: z.string().max(128).optional(),
});
export type WriteStartersJob = z.infer<typeof writeStartersJobSchema>;
export const startersJobId = (gameInstanceId: string) => `starters-${gameInstanceId}`;
export const weeklyLetterJobSchema = z.object({
  seniorId: z.uuid(),
  sunday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type WeeklyLetterJob = z.infer<typeof weeklyLetterJobSchema>;
export const weeklyLetterJobId = (seniorId: string, sunday: string) => `weekly-letter-${seniorId}-${sunday}`;
