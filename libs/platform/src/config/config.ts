import { z } from 'zod';

// Environment shared by every service; each service may extend it. Parsed once at boot.
export const baseConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PROFILE: z.enum(['embedded', 'distributed']).default('distributed'),
    DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/carewith'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    BUS: z.enum(['nats', 'inprocess']).default('nats'),
    NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
    // Namespaces this deployment's NATS subjects ("<prefix>.care.seniors.get"): deployments sharing a NATS
    // server must each have their own.
    BUS_SUBJECT_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]{0,64}$/, { error: 'letters, digits, _ and - only (at most 64)' })
      .default(''),
    // The wait between two attempts to reach NATS again after losing it (attempts never stop).
    NATS_RECONNECT_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
    BUS_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
    QUEUE: z.enum(['bullmq', 'inprocess']).default('bullmq'),
    REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
    QUEUE_LOCK_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
    QUEUE_PREFIX: z
      .string()
      .regex(/^[a-z0-9_-]+$/i)
      .default('carewith'),
    EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
    EVENTSTORE_URL: z.string().optional(),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    SUPPORT_EMAIL: z.email().default('support@carewith.app'),
    // How long a play link works (the spec leaves it open; decision 18).
    PLAY_LINK_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // Text messages: tries and the first retry's wait (doubling after).
    SMS_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
    SMS_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
    // How long games keeps what care said a member may see (decision 323); 0 keeps nothing.
    CARE_ANSWERS_KEPT_MS: z.coerce.number().int().min(0).max(60_000).default(15_000),
    // Development and tests only: the services' clock may be moved on (clock/clock.ts).
    CLOCK_SHIFT_ALLOWED: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.CLOCK_SHIFT_ALLOWED && env.NODE_ENV === 'production')
      ctx.addIssue({
        code: 'custom',
        path: ['CLOCK_SHIFT_ALLOWED'],
        message: 'is for development and tests, never production',
      });
    if (env.EVENT_STORE === 'eventstoredb' && !env.EVENTSTORE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['EVENTSTORE_URL'],
        message: 'is required when EVENT_STORE=eventstoredb',
      });
    }
  });
export type BaseConfig = z.infer<typeof baseConfigSchema>;

// Settings that only work as a set (one provider's credentials): all of them or none. Otherwise one
// issue, on `at`, naming the set ("A, B and C go together").
export function requireTogether(
  env: Record<string, unknown>,
  ctx: z.RefinementCtx,
  names: readonly string[],
  at: string = names[0]!,
): void {
  const set = names.filter((name) => Boolean(env[name])).length;
  if (set === 0 || set === names.length) return;
  const listed = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  ctx.addIssue({ code: 'custom', path: [at], message: `${listed} go together` });
}

export class ConfigError extends Error {}

// Parses the environment or throws a ConfigError naming every bad variable.
export function parseConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

// At start-up: a bad value stops the process with a message naming the variable.
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  try {
    return parseConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

export const CONFIG = Symbol('CONFIG');
