import { z } from 'zod';
import { baseConfigSchema } from '@carewith/platform';

export const gatewayConfigSchema = baseConfigSchema.and(
  z.object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    // Where the built web app lives; the gateway serves it with an SPA fallback.
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  }),
);
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
