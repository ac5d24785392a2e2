import { z } from 'zod';
import { baseConfigSchema, requireTogether } from '@carewith/platform';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

export const gatewayConfigSchema = baseConfigSchema
  .and(
    z.object({
      PORT: z.coerce.number().int().min(0).max(65535).default(3000),
      HOST: z.string().default('0.0.0.0'),
      // Where the built web app lives; the gateway serves it with an SPA fallback.
      WEB_DIST: z.string().optional(),
      TRUST_PROXY: bool.default(false),
      // Signs the session cookie. Required in production; the embedded host keeps one under DATA_DIR.
      SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
      SESSION_IDLE_MINUTES: z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 60)
        .default(120),
      SESSION_ABSOLUTE_HOURS: z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 30)
        .default(12),
      SESSION_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
      GOOGLE_CLIENT_ID: z.string().min(1).optional(),
      GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
      // Overrides of Google's endpoints (tests point them at a local OpenID provider).
      GOOGLE_AUTHORIZATION_URL: z.url().optional(),
      GOOGLE_TOKEN_URL: z.url().optional(),
      GOOGLE_USERINFO_URL: z.url().optional(),
      OIDC_ISSUER: z.url().optional(),
      OIDC_CLIENT_ID: z.string().min(1).optional(),
      OIDC_CLIENT_SECRET: z.string().min(1).optional(),
      OIDC_NAME: z.string().default('your sign-in provider'),
      // The development sign-in page (name + e-mail, no password). On by default only when embedded.
      DEV_LOGIN: bool.optional(),
      // Requests per client IP and minute (0: no limit).
      RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(0).default(30),
      RATE_LIMIT_SIGNUP_PER_MINUTE: z.coerce.number().int().min(0).default(20),
      RATE_LIMIT_INVITE_PER_MINUTE: z.coerce.number().int().min(0).default(30),
      RATE_LIMIT_PLAY_PER_MINUTE: z.coerce.number().int().min(0).default(600),
      // A shared "About me" page: each open and each of its photos (a page holds a few dozen).
      RATE_LIMIT_SHARED_PER_MINUTE: z.coerce.number().int().min(0).default(120),
      // Checks the signature of Twilio's callbacks (the webhooks answer 404 without it).
      TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
      // Largest photo accepted before resizing.
      MAX_PHOTO_MB: z.coerce.number().min(1).max(50).default(15),
      // Largest voice clip (MP3) accepted. A 20-second clip at 32 kbps is about 80 KB; the ceiling keeps
      // a clip inside one bus message (NATS's default limit is 1 MB, and the bytes travel as base64).
      MAX_AUDIO_KB: z.coerce.number().int().min(16).max(700).default(512),
      // GET /api/health answers from one shared probe of the services at most this old (0: probe for
      // every request that arrives after the last probe finished).
      HEALTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
      // Bearer token for GET /metrics; unset: only direct loopback requests may read it.
      METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    }),
  )
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    if (production && env.DEV_LOGIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_LOGIN'],
        message: 'the development sign-in is refused when NODE_ENV=production',
      });
    }
    if (production && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    requireTogether(env, ctx, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], 'GOOGLE_CLIENT_SECRET');
    requireTogether(env, ctx, ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']);
  });
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const devLoginEnabled = (config: GatewayConfig) =>
  config.NODE_ENV !== 'production' && (config.DEV_LOGIN ?? config.PROFILE === 'embedded');
