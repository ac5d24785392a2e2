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

// E.164 after normalisation: + then 8 to 15 digits. Spaces, dashes, dots and brackets are tolerated on input.
export const phoneSchema = z
  .string()
  .trim()
  .max(LIMITS.phone, { error: 'Please enter a valid phone number' })
  .transform((p) => p.replace(/[\s\-().]/g, ''))
  .pipe(
    z.string().regex(/^\+?[1-9]\d{7,14}$/, {
      error: 'Please enter a valid phone number, e.g. +1 555 123 4567',
    }),
  )
  .transform((p) => (p.startsWith('+') ? p : `+${p}`));

export const accessibilitySchema = z.object({
  largeText: z.boolean(),
  audioInstructions: z.boolean(),
  highContrast: z.boolean(),
});
export type Accessibility = z.infer<typeof accessibilitySchema>;
