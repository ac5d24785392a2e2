import { z } from 'zod';
import { uuidSchema } from './common';
import { errorEnvelopeSchema } from './errors';
import { earlyAccessRequestSchema } from './requests';
import { dependencyStateSchema, earlyAccessResponseSchema } from './responses';

// Every bus request carries meta (request id for the logs, the signed-in actor) beside its data.
export const busMetaSchema = z.object({
  requestId: z.string().max(128),
  actorId: uuidSchema.optional(),
});
export type BusMeta = z.infer<typeof busMetaSchema>;
export type BusRequest<T> = { meta: BusMeta; data: T };

// Replies are a typed result so a domain error crosses the bus with its code intact.
export type BusReply<T> = { ok: true; data: T } | { ok: false; error: z.infer<typeof errorEnvelopeSchema> };

export const SERVICE_NAMES = ['identity', 'care', 'games', 'messaging', 'insights'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

const serviceHealthReply = z.object({
  service: z.string(),
  instance: z.string(),
  dependencies: z.record(z.string(), dependencyStateSchema),
});

// One typed map: subject -> request and reply schemas. Later features add rows here.
export const BUS_PATTERNS = {
  'identity.health': { request: z.object({}), reply: serviceHealthReply },
  'care.health': { request: z.object({}), reply: serviceHealthReply },
  'games.health': { request: z.object({}), reply: serviceHealthReply },
  'messaging.health': { request: z.object({}), reply: serviceHealthReply },
  'insights.health': { request: z.object({}), reply: serviceHealthReply },
  'identity.earlyAccess.signup': { request: earlyAccessRequestSchema, reply: earlyAccessResponseSchema },
} as const;

export type BusPattern = keyof typeof BUS_PATTERNS;
export type BusRequestData<P extends BusPattern> = z.infer<(typeof BUS_PATTERNS)[P]['request']>;
export type BusReplyData<P extends BusPattern> = z.infer<(typeof BUS_PATTERNS)[P]['reply']>;
export type ServiceHealthReply = z.infer<typeof serviceHealthReply>;

export const healthPattern = (service: ServiceName) => `${service}.health` as BusPattern;
