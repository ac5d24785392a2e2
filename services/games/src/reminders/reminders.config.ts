import { z } from 'zod';
import { REMINDER_AFTER_MS } from '@carewith/contracts';

// The games service's reminder settings. REMINDER_AFTER_MS is one day in the product; tests shorten
// it (a few seconds) to see a reminder go without waiting a day.
export const remindersConfigSchema = z.object({
  REMINDER_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(30 * REMINDER_AFTER_MS)
    .default(REMINDER_AFTER_MS),
  // Tries of one reminder job (its bus calls may fail for a moment) and the first retry's wait.
  REMINDER_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  REMINDER_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(30_000),
});
export type RemindersConfig = z.infer<typeof remindersConfigSchema>;
export const REMINDERS_CONFIG = Symbol('REMINDERS_CONFIG');
