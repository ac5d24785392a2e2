import { z } from 'zod';
import { uuidSchema } from './common';
import { templateSlugSchema } from './enums';

// Integration events ("facts"): what one service tells the others happened, published once it is
// stored and delivered at least once to every durable consumer (docs/architecture.md lists each fact
// with its producer and consumers; docs/conventions.md says when to use a fact and when a request).
// A fact's subject is "<producing service>.<what happened>", in the past tense. Its data is versioned:
// each subject keeps every version's schema, and a consumer reads an older one through `upcast`.
// Facts hold ids, figures and an activity's title, never a phone number, an answer or a health detail.

// A loved one completed an activity (a COMPLETE stored in the activity's stream). Figures as the
// server scored them; firstTryRate is the share of steps right at the first try before any cue.
export const activityCompletedFactV1 = z.object({
  gameInstanceId: uuidSchema,
  seniorId: uuidSchema,
  templateId: templateSlugSchema,
  title: z.string().max(500),
  correctAnswers: z.number().int().min(0),
  totalSteps: z.number().int().min(0),
  accuracy: z.number().min(0).max(1),
  firstTryRate: z.number().min(0).max(1),
  totalTimeMs: z.number().min(0),
  // ms since the epoch (server clock); startedAt null when the stream holds no START.
  startedAt: z.number().nullable(),
  completedAt: z.number(),
});

// What of a loved one changed that decides when texts may reach them.
export const LOVED_ONE_CHANGES = ['created', 'timeZone', 'quietHours', 'pause', 'language', 'profile'] as const;
export type LovedOneChange = (typeof LOVED_ONE_CHANGES)[number];
export const lovedOneChangedFactV1 = z.object({
  seniorId: uuidSchema,
  careTeamId: uuidSchema,
  changes: z.array(z.enum(LOVED_ONE_CHANGES)).min(1),
});

export const activitySentFactV1 = z.object({
  gameInstanceId: uuidSchema,
  seniorId: uuidSchema,
  careTeamId: uuidSchema,
  channel: z.literal('sms'),
});

export const activityEditedFactV1 = z.object({
  gameInstanceId: uuidSchema,
  careTeamId: uuidSchema,
  steps: z.number().int().min(0),
});

export const activityResultsExportedFactV1 = z.object({
  gameInstanceId: uuidSchema,
  careTeamId: uuidSchema,
});

export const playLinkRevokedFactV1 = z.object({
  linkId: uuidSchema,
  gameInstanceId: uuidSchema,
  careTeamId: uuidSchema,
});

export const userSignedInFactV1 = z.object({
  userId: uuidSchema,
  provider: z.string().max(40),
});

export const seniorResultsExportedFactV1 = z.object({
  seniorId: uuidSchema,
});

// "Who I am" shares (about-me.ts): made, taken back (by the family, or by erasure), opened by a reader.
export const aboutMeSharedFactV1 = z.object({
  shareId: uuidSchema,
  seniorId: uuidSchema,
  careTeamId: uuidSchema,
  basis: z.enum(['person', 'attorney', 'best-interests']),
  expiresAt: z.iso.datetime(),
});
export const aboutMeShareRevokedFactV1 = z.object({
  shareId: uuidSchema,
  seniorId: uuidSchema,
  careTeamId: uuidSchema,
});
export const aboutMeOpenedFactV1 = z.object({
  shareId: uuidSchema,
  seniorId: uuidSchema,
  careTeamId: uuidSchema,
});

// Care homes (care-home.ts, activity-record.ts). A loved one became a resident of a home, or left it
// (care); games keeps its own copy of who lives where from these, to count texted activities as
// one-to-one records. A resident's activity was recorded (games): a group session's taps or a texted
// activity finished; care keeps "last active" from it and insights writes the family's line from it.
export const residentAddedFactV1 = z.object({
  residentId: uuidSchema,
  homeId: uuidSchema,
  seniorId: uuidSchema,
  careTeamId: uuidSchema,
});
export const residentRemovedFactV1 = residentAddedFactV1;
export const residentConsentChangedFactV1 = z.object({
  residentId: uuidSchema,
  homeId: uuidSchema,
  seniorId: uuidSchema,
  photos: z.boolean(),
  songs: z.boolean(),
  // Whether the family's weekly letter may say what they joined in (absent: no).
  familyLine: z.boolean().optional(),
});
export const residentActivityRecordedFactV1 = z.object({
  recordId: uuidSchema,
  residentId: uuidSchema,
  homeId: uuidSchema,
  seniorId: uuidSchema,
  sessionId: uuidSchema.nullable(),
  // YYYY-MM-DD in the home's time zone.
  date: z.iso.date(),
  kind: z.enum(['group', 'one-to-one']),
  tookPart: z.boolean(),
  minutes: z.number().int().min(0),
  // What it was: the session's theme ("music", "the 1950s") or the activity's title.
  what: z.string().max(500),
  chips: z.array(z.string().max(40)).max(10),
  // The closing song of a group session they took part in, when there was one.
  song: z.string().max(200).nullable(),
});

// A resident's portrait changed (games keeps it): `version` is the moment of the new photo (ms), null
// once it was removed; care keeps it for the Residents list's photo address.
export const residentPhotoChangedFactV1 = z.object({
  residentId: uuidSchema,
  homeId: uuidSchema,
  version: z.number().int().min(0).nullable(),
});

type FactVersions = { current: number; schemas: Record<number, z.ZodType> };

// Every fact: its current version and each version's schema (a new version adds a schema and an upcast).
export const FACTS = {
  'games.activity-completed': { current: 1, schemas: { 1: activityCompletedFactV1 } },
  'games.activity-sent': { current: 1, schemas: { 1: activitySentFactV1 } },
  'games.activity-edited': { current: 1, schemas: { 1: activityEditedFactV1 } },
  'games.activity-results-exported': { current: 1, schemas: { 1: activityResultsExportedFactV1 } },
  'games.play-link-revoked': { current: 1, schemas: { 1: playLinkRevokedFactV1 } },
  'games.about-me-shared': { current: 1, schemas: { 1: aboutMeSharedFactV1 } },
  'games.about-me-share-revoked': { current: 1, schemas: { 1: aboutMeShareRevokedFactV1 } },
  'games.about-me-opened': { current: 1, schemas: { 1: aboutMeOpenedFactV1 } },
  'care.loved-one-changed': { current: 1, schemas: { 1: lovedOneChangedFactV1 } },
  'care.resident-added': { current: 1, schemas: { 1: residentAddedFactV1 } },
  'care.resident-removed': { current: 1, schemas: { 1: residentRemovedFactV1 } },
  'care.resident-consent-changed': { current: 1, schemas: { 1: residentConsentChangedFactV1 } },
  'games.resident-activity-recorded': { current: 1, schemas: { 1: residentActivityRecordedFactV1 } },
  'games.resident-photo-changed': { current: 1, schemas: { 1: residentPhotoChangedFactV1 } },
  'gateway.user-signed-in': { current: 1, schemas: { 1: userSignedInFactV1 } },
  'gateway.senior-results-exported': { current: 1, schemas: { 1: seniorResultsExportedFactV1 } },
} as const satisfies Record<string, FactVersions>;

export type FactSubject = keyof typeof FACTS;
export const FACT_SUBJECTS = Object.keys(FACTS) as FactSubject[];
type CurrentSchema<S extends FactSubject> = (typeof FACTS)[S]['schemas'][(typeof FACTS)[S]['current']];
export type FactData<S extends FactSubject> = z.infer<CurrentSchema<S>>;

// A fact as it crosses the bus. id: unique per fact (a retry of the same happening keeps it, so
// consumers handle it once); occurredAt: ISO time it happened; actorId: who caused it, when someone did;
// requestId and trace: the request it came from, for logs and traces.
export const factEnvelopeSchema = z.object({
  id: uuidSchema,
  subject: z.string().min(1).max(120),
  version: z.number().int().min(1),
  occurredAt: z.iso.datetime(),
  data: z.unknown(),
  actorId: uuidSchema.nullable().optional(),
  requestId: z.string().max(100).optional(),
  trace: z.object({ traceparent: z.string().optional(), tracestate: z.string().optional() }).optional(),
});
export type FactEnvelope = z.infer<typeof factEnvelopeSchema>;

// Distributive: a fact of several subjects is a union a switch on `subject` narrows.
export type Fact<S extends FactSubject> = S extends FactSubject
  ? Omit<FactEnvelope, 'subject' | 'data'> & { subject: S; data: FactData<S> }
  : never;

export class UnknownFactError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnknownFactError';
  }
}

// A stored or received envelope read as its subject's current version: parsed with the schema of the
// version it was written in (an older version's data is then its current shape: versions so far only
// add optional fields). Throws UnknownFactError for a subject or version this build does not know.
export function readFact<S extends FactSubject>(subject: S, envelope: FactEnvelope): Fact<S> {
  const versions: FactVersions = FACTS[subject];
  const schema = versions.schemas[envelope.version];
  if (envelope.subject !== subject || !schema)
    throw new UnknownFactError(`no schema for ${envelope.subject} version ${envelope.version}`);
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) throw new UnknownFactError(`${subject} v${envelope.version}: ${parsed.error.message}`);
  return { ...envelope, subject, data: parsed.data } as Fact<S>;
}
