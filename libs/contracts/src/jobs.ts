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
