import { z } from 'zod';
import { dateSchema, uuidSchema } from './common';

// A care home's activity record (docs/decisions, "Care homes"): per resident, what they took part in,
// for how long, in a group or one to one, how engaged, and who ran it. Kept in two taps a resident on
// the coordinator's phone (logging that takes longer is not done). games keeps the records: a group
// session's taps and every texted activity a resident finishes (a one-to-one, from the
// games.activity-completed fact). A month of them is the "Evidence" an inspector reads.

export const ATTENTION_LEVELS = ['none', 'some', 'full'] as const;
export const attentionSchema = z.enum(ATTENTION_LEVELS, { error: 'Choose none, some or full attention' });
export type Attention = z.infer<typeof attentionSchema>;

// Three faces.
export const MOODS = ['low', 'okay', 'happy'] as const;
export const moodSchema = z.enum(MOODS, { error: 'Choose a face' });
export type RecordMood = z.infer<typeof moodSchema>;

export const RECORD_CHIPS = ['sang-along', 'told-a-story', 'laughed', 'helped-others', 'recognised-someone'] as const;
export const recordChipSchema = z.enum(RECORD_CHIPS, { error: 'Choose one of the offered notes' });
export type RecordChip = z.infer<typeof recordChipSchema>;

export const RECORD_KINDS = ['group', 'one-to-one'] as const;
export const recordKindSchema = z.enum(RECORD_KINDS);
export type RecordKind = z.infer<typeof recordKindSchema>;

// One resident's taps in a group session: took part (or not), then attention and mood; chips optional.
export const recordTapsSchema = z.strictObject({
  residentId: uuidSchema,
  tookPart: z.boolean({ error: 'Say whether they took part' }),
  attention: attentionSchema.optional(),
  mood: moodSchema.optional(),
  chips: z.array(recordChipSchema).max(RECORD_CHIPS.length).optional(),
});
export type RecordTaps = z.infer<typeof recordTapsSchema>;

// PUT /api/group-sessions/:sessionId/records: one resident's taps (repeat to change them), or
// POST .../records/everyone-present: every resident of the session took part.
export const activityRecordSchema = z.object({
  id: uuidSchema,
  residentId: uuidSchema,
  seniorId: uuidSchema,
  date: z.iso.date(),
  minutes: z.number().int().min(0),
  kind: recordKindSchema,
  tookPart: z.boolean(),
  attention: attentionSchema.nullable(),
  mood: moodSchema.nullable(),
  chips: z.array(recordChipSchema),
  // What it was: a group session's theme, or the activity's title.
  what: z.string(),
  // The staff member who ran it (null for a texted activity the resident played alone).
  ranByName: z.string().nullable(),
  sessionId: uuidSchema.nullable(),
  recordedAt: dateSchema,
});
export type ActivityRecord = z.infer<typeof activityRecordSchema>;

// The month's evidence: ?month=YYYY-MM (the home's current month by default).
export const evidenceMonthSchema = z
  .string({ error: 'Give the month as YYYY-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Give the month as YYYY-MM' });

export const residentEvidenceSchema = z.object({
  residentId: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  month: z.string(),
  // Days of the month with at least one record they took part in, against their own target (their
  // weekly target scaled to the days of the month so far).
  activeDays: z.number().int().min(0),
  targetDays: z.number().int().min(0),
  records: z.array(activityRecordSchema),
});
export type ResidentEvidence = z.infer<typeof residentEvidenceSchema>;

export const homeEvidenceSchema = z.object({
  homeId: uuidSchema,
  homeName: z.string(),
  month: z.string(),
  residents: z.array(residentEvidenceSchema.omit({ records: true }).extend({ sessions: z.number().int().min(0) })),
});
export type HomeEvidence = z.infer<typeof homeEvidenceSchema>;

// The Evidence CSV's columns, in order, with the header an inspector reads.
export const EVIDENCE_CSV_COLUMNS = [
  'Date',
  'Resident',
  'Room',
  'Activity',
  'Group or one-to-one',
  'Minutes',
  'Took part',
  'Attention',
  'Mood',
  'Notes',
  'Run by',
] as const;

// ---------- across the bus (gateway -> games) ----------
export const recordTapsBusSchema = z.object({ sessionId: uuidSchema, taps: recordTapsSchema });
// month: absent, the current month.
export const homeEvidenceBusSchema = z.object({ homeId: uuidSchema, month: evidenceMonthSchema.optional() });
export const residentEvidenceBusSchema = homeEvidenceBusSchema.extend({ residentId: uuidSchema });
// The CSV's rows, one per record, in EVIDENCE_CSV_COLUMNS order (the gateway writes and escapes them).
export const evidenceCsvSchema = z.object({
  month: z.string(),
  rows: z.array(z.array(z.union([z.string(), z.number()]))),
});
export type EvidenceCsv = z.infer<typeof evidenceCsvSchema>;
