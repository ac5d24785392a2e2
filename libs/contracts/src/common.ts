import { z } from 'zod';
import { LIMITS } from './constants';

export const uuidSchema = z.uuid({ error: 'Must be a valid id' });
export const isoDateSchema = z.iso.datetime({ offset: true });
// Dates cross JSON as ISO strings; entity schemas accept Date objects too so services can parse rows.
export const dateSchema = z.union([isoDateSchema, z.date().transform((d) => d.toISOString())]);

export const requiredText = (field: string, max: number = LIMITS.name) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });

export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(LIMITS.email, { error: 'Please enter a valid email address' })
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((e) => e.toLowerCase());

// E.164 after normalisation: + then 8 to 15 digits. Spaces, dashes, dots and brackets are tolerated
// on input, and 00 stands for +. The country code is required: guessing it would text a stranger.
export const PHONE_FORMAT_MESSAGE = 'Please enter the phone number with its country code, e.g. +1 555 123 4567';
export const phoneSchema = z
  .string({ error: PHONE_FORMAT_MESSAGE })
  .trim()
  .max(LIMITS.phone, { error: PHONE_FORMAT_MESSAGE })
  .transform((p) => p.replace(/[\s\-().]/g, '').replace(/^00/, '+'))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, { error: PHONE_FORMAT_MESSAGE }));

// Strict: an unknown key is refused, not silently dropped.
export const accessibilitySchema = z.strictObject({
  largeText: z.boolean({ error: 'Must be true or false' }),
  audioInstructions: z.boolean({ error: 'Must be true or false' }),
  highContrast: z.boolean({ error: 'Must be true or false' }),
});
export type Accessibility = z.infer<typeof accessibilitySchema>;
