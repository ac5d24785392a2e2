import { z } from 'zod';
import { baseConfigSchema, requireTogether } from '@carewith/platform';

export const messagingConfigSchema = baseConfigSchema.and(
  z
    .object({
      TWILIO_ACCOUNT_SID: z
        .string()
        .regex(/^AC[0-9a-fA-F]{32}$/, { error: 'must look like AC followed by 32 hex digits' })
        .optional(),
      TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
      // The sending number (E.164) or a Messaging Service SID (MG...).
      TWILIO_FROM: z
        .string()
        .regex(/^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/)
        .optional(),
      // Tests point the real twilio client at a local server that speaks the Messages API.
      TWILIO_API_BASE: z.url().optional(),
      SMTP_URL: z
        .string()
        .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
        .optional(),
      SMTP_FROM: z.string().default('Care With <no-reply@carewith.app>'),
    })
    .superRefine((env, ctx) => requireTogether(env, ctx, ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'])),
);
export type MessagingConfig = z.infer<typeof messagingConfigSchema>;
export const MESSAGING_CONFIG = Symbol('MESSAGING_CONFIG');
