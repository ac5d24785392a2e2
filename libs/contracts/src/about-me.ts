import { z } from 'zod';
import { dateSchema, uuidSchema } from './common';
import { seniorIdSchema } from './care';
import { languageSchema } from './language';
import { masteryStateSchema } from './mastery';

// "Who I am": a handover page per loved one ("About me") and a large-print life-story book, written
// from the memory box, from play and from a few lines the family adds, and shared with a care home or
// a hospital by a link the family can take back (docs/architecture.md, "About me").
// The server sends shapes and figures in no language; the caregiver app says them in the reader's.

// The page's sections, in the order it shows them.
export const ABOUT_ME_SECTIONS = [
  'name', // the name they like to be called (family lines)
  'people', // the people who matter (box people, with relation and a photo)
  'places', // places and work (box places and family lines)
  'routine', // routines (family lines) and their best time of day (from play)
  'enjoys', // what they enjoy: songs, favourite activities (from play), family lines
  'calms', // what calms them (family lines, songs played)
  'avoid', // what to avoid (family lines only)
  'talk', // how to talk with them: conversation starters marked "we talked about it", family lines
  'recognition', // whom they recognise and who needs a hint (from mastery, in words)
] as const;
export const aboutMeSectionSchema = z.enum(ABOUT_ME_SECTIONS);
export type AboutMeSection = z.infer<typeof aboutMeSectionSchema>;

// The sections a family may write a line into (the others are built from the box and from play).
export const ABOUT_ME_NOTE_SECTIONS = ['name', 'places', 'routine', 'enjoys', 'calms', 'avoid', 'talk'] as const;
export const aboutMeNoteSectionSchema = z.enum(ABOUT_ME_NOTE_SECTIONS, {
  error: 'Choose a section of the page',
});
export const ABOUT_ME_NOTE_MAX = 200;
export const ABOUT_ME_NOTES_PER_SECTION = 20;
export const TIME_SLOTS = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

// Where an item came from: a family member (with their first name, null when they left or gave none)
// or play (the product worked it out).
export const aboutMeSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('family'), name: z.string().nullable() }),
  z.object({ kind: z.literal('play') }),
]);
export type AboutMeSource = z.infer<typeof aboutMeSourceSchema>;

// One item of a section. `key` is stable (what a switch-off remembers): "note:<id>", "person:<id>",
// "place:<id>", "song:<id>", "best-time", "activity:<template>", "starter:<id>", "recognition:<mastery key>".
export const aboutMeItemSchema = z.discriminatedUnion('kind', [
  // A line a family member wrote (any section but people and recognition).
  z.object({ kind: z.literal('note'), text: z.string() }),
  z.object({
    kind: z.literal('person'),
    name: z.string(),
    relation: z.string().nullable(),
    // A photo of the box that shows them (a URL the reader may fetch), when there is one.
    photoUrl: z.string().nullable(),
  }),
  z.object({ kind: z.literal('place'), name: z.string() }),
  // Of their finished activities (at most the last 60), how many ended in each part of the day, in the
  // loved one's time zone; `best` is the slot with the most, null under 3 activities.
  z.object({
    kind: z.literal('bestTime'),
    best: z.enum(TIME_SLOTS).nullable(),
    counts: z.record(z.enum(TIME_SLOTS), z.number().int().min(0)),
    total: z.number().int().min(0),
  }),
  z.object({ kind: z.literal('song'), title: z.string(), artist: z.string().nullable(), timesPlayed: z.number() }),
  // An activity template they finish often and well: how many finished, and the share right first time.
  z.object({
    kind: z.literal('activity'),
    templateId: z.string(),
    finished: z.number().int().min(0),
    firstTryRate: z.number().min(0).max(1),
  }),
  // A conversation starter the family marked "we talked about it", with the note they left.
  z.object({ kind: z.literal('starter'), text: z.string(), note: z.string().nullable() }),
  // A person or a place from mastery: 'known' recognises them at once, else they may need a hint.
  z.object({
    kind: z.literal('recognition'),
    name: z.string(),
    what: z.enum(['person', 'place']),
    state: masteryStateSchema,
    timesPlayed: z.number().int().min(0),
  }),
]);
export type AboutMeItemBody = z.infer<typeof aboutMeItemSchema>;

export const aboutMeEntrySchema = z.object({
  key: z.string(),
  item: aboutMeItemSchema,
  source: aboutMeSourceSchema,
  // When it was added or last seen in play.
  at: dateSchema.nullable(),
  // Switched off by the family: shown greyed to the team, never to a reader of a shared link.
  hidden: z.boolean(),
  // A family line the caller may remove (they wrote it, or they are a Co-Caregiver).
  canRemove: z.boolean(),
  // The note's id, for a family line.
  noteId: uuidSchema.nullable(),
});
export type AboutMeEntry = z.infer<typeof aboutMeEntrySchema>;

// The life-story book: a chapter per decade that has dated photos (oldest first), then the songs.
export const bookPhotoSchema = z.object({
  key: z.string(),
  url: z.string(),
  year: z.number().int().nullable(),
  story: z.string().nullable(),
  people: z.array(z.string()),
  place: z.string().nullable(),
});
export const lifeStoryBookSchema = z.object({
  chapters: z.array(z.object({ decade: z.number().int(), photos: z.array(bookPhotoSchema) })),
  songs: z.array(z.object({ title: z.string(), artist: z.string().nullable() })),
});
export type LifeStoryBook = z.infer<typeof lifeStoryBookSchema>;

export const aboutMeSchema = z.object({
  seniorId: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  // A section is hidden (not shared) until a Co-Caregiver ticks it: sensitive history must not reach a
  // care home uninvited. Its entries are shared with it unless one is switched off.
  sections: z.array(z.object({ id: aboutMeSectionSchema, hidden: z.boolean(), entries: z.array(aboutMeEntrySchema) })),
  book: lifeStoryBookSchema,
  // The book is shared once a Co-Caregiver ticks it ("section:book"), like a section.
  bookHidden: z.boolean(),
  // What the caller may do: switch sections and items off, share and revoke (Co-Caregivers).
  canManage: z.boolean(),
  generatedAt: dateSchema,
});
export type AboutMe = z.infer<typeof aboutMeSchema>;

// ---------- the family's lines and switches ----------

export const aboutMeNoteRequestSchema = z.strictObject({
  section: aboutMeNoteSectionSchema,
  text: z
    .string({ error: 'Write what the carers should know' })
    .trim()
    .min(1, { error: 'Write what the carers should know' })
    .max(ABOUT_ME_NOTE_MAX, { error: `Keep it to at most ${ABOUT_ME_NOTE_MAX} characters` })
    .refine((s) => !/[\r\n\u2028\u2029]/.test(s), { error: 'Keep it to one line' }),
});
export type AboutMeNoteRequest = z.infer<typeof aboutMeNoteRequestSchema>;

// Tick a whole section ("section:<id>", or "section:book" for the life-story book) to share it or
// untick it, or switch one item (its key, or "photo:<id>" for a photo of the book) off or on again.
export const aboutMeVisibilityRequestSchema = z.strictObject({
  key: z
    .string({ error: 'Say which section or item' })
    .min(1, { error: 'Say which section or item' })
    .max(200, { error: 'Say which section or item' }),
  hidden: z.boolean({ error: 'Say whether it is shown or not' }),
});
export type AboutMeVisibilityRequest = z.infer<typeof aboutMeVisibilityRequestSchema>;

// ---------- shares ----------

// On whose say the page is shared (Mental Capacity Act): the person themselves, a lasting power of
// attorney, or a best-interests decision (who decided, whom they consulted, and when).
export const CONSENT_BASES = ['person', 'attorney', 'best-interests'] as const;
export const consentBasisSchema = z.enum(CONSENT_BASES, { error: 'Choose who agreed to share it' });
export const SHARE_DAYS_DEFAULT = 30;
export const SHARE_DAYS_MAX = 90;
export const SHARE_RECIPIENT_MAX = 120;
export const PIN_MESSAGE = 'A PIN is 4 to 8 digits';

const shortText = (what: string, max = SHARE_RECIPIENT_MAX) =>
  z
    .string({ error: what })
    .trim()
    .min(1, { error: what })
    .max(max, { error: `Keep it to at most ${max} characters` });

export const createShareRequestSchema = z
  .strictObject({
    // Who it is for: "Oak House care home", "Ward 7, St Mary's".
    recipient: shortText('Say who it is for'),
    consent: z.strictObject({
      basis: consentBasisSchema,
      // The person who agreed: the loved one, the attorney, or who made the best-interests decision.
      by: shortText('Say who agreed'),
      // Best interests only: whom they consulted.
      consulted: z
        .string()
        .trim()
        .max(SHARE_RECIPIENT_MAX, { error: `Keep it to at most ${SHARE_RECIPIENT_MAX} characters` })
        .optional(),
      // The day they agreed (YYYY-MM-DD), not in the future.
      date: z.iso.date({ error: 'Give the date they agreed' }),
    }),
    days: z
      .number({ error: 'Say for how many days' })
      .int({ error: 'Say for how many days' })
      .min(1, { error: `Share it for 1 to ${SHARE_DAYS_MAX} days` })
      .max(SHARE_DAYS_MAX, { error: `Share it for 1 to ${SHARE_DAYS_MAX} days` })
      .default(SHARE_DAYS_DEFAULT),
    pin: z
      .string({ error: PIN_MESSAGE })
      .regex(/^\d{4,8}$/, { error: PIN_MESSAGE })
      .optional(),
    // The language the reader sees the page in.
    language: languageSchema.default('en'),
  })
  .superRefine((v, ctx) => {
    if (v.consent.basis === 'best-interests' && !v.consent.consulted?.trim())
      ctx.addIssue({ code: 'custom', path: ['consent', 'consulted'], message: 'Say whom they consulted' });
  });
export type CreateShareRequest = z.input<typeof createShareRequestSchema>;
export type CreateShare = z.output<typeof createShareRequestSchema>;

export const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;
export const shareSchema = z.object({
  id: uuidSchema,
  recipient: z.string(),
  consent: z.object({
    basis: consentBasisSchema,
    by: z.string(),
    consulted: z.string().nullable(),
    date: z.string(),
  }),
  language: languageSchema,
  hasPin: z.boolean(),
  createdAt: dateSchema,
  createdByName: z.string().nullable(),
  expiresAt: dateSchema,
  revokedAt: dateSchema.nullable(),
  status: z.enum(SHARE_STATUSES),
  // How often the page was opened, and when (newest first, at most 50).
  opens: z.number().int().min(0),
  openedAt: z.array(dateSchema),
});
export type Share = z.infer<typeof shareSchema>;
export const sharesSchema = z.object({ shares: z.array(shareSchema) });
export type Shares = z.infer<typeof sharesSchema>;
// The link is shown once, when made: only its hash is kept.
export const newShareSchema = z.object({ share: shareSchema, url: z.string() });
export type NewShare = z.infer<typeof newShareSchema>;

// ---------- the shared page, for a reader with the link and no account ----------

// The link's secret: 32 random bytes, base64url.
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is not valid' });
export const openShareRequestSchema = z.strictObject({
  pin: z
    .string({ error: PIN_MESSAGE })
    .regex(/^\d{4,8}$/, { error: PIN_MESSAGE })
    .optional(),
});
export const SHARE_GONE = 'This page is no longer shared.';
export const SHARE_PIN_NEEDED = 'Enter the PIN you were given with this link.';
export const SHARE_PIN_WRONG = 'That PIN is not right.';

// What the link shows: the page without hidden sections or items (no keys of them, no note ids, no
// "who can remove"), for `expiresAt`, in the language the family chose. Photos are fetched at the
// entries' URLs, which carry this open's key and work for a few hours.
export const sharedAboutMeSchema = z.object({
  page: aboutMeSchema,
  language: languageSchema,
  recipient: z.string(),
  expiresAt: dateSchema,
});
export type SharedAboutMe = z.infer<typeof sharedAboutMeSchema>;

// ---------- bus ----------

export const aboutMeRequestSchema = seniorIdSchema;
export const aboutMeNoteBusSchema = seniorIdSchema.extend({ note: aboutMeNoteRequestSchema });
export const aboutMeNoteRemoveBusSchema = seniorIdSchema.extend({ noteId: uuidSchema });
export const aboutMeVisibilityBusSchema = seniorIdSchema.extend({ change: aboutMeVisibilityRequestSchema });
export const createShareBusSchema = seniorIdSchema.extend({ share: createShareRequestSchema });
export const shareIdBusSchema = seniorIdSchema.extend({ shareId: uuidSchema });
export const openShareBusSchema = z.object({ token: shareTokenSchema, pin: z.string().max(8).optional() });
export const sharePhotoBusSchema = z.object({ token: shareTokenSchema, openId: uuidSchema, photoId: uuidSchema });

// Internal (no actor): what care says of the loved one for the page, and the starters the family
// marked "we talked about it" (insights), for a page read by a member or through a link.
export const handoverSeniorSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  careTeamId: uuidSchema,
  timeZone: z.string(),
});
export const talkedStartersSchema = z.array(
  z.object({
    id: uuidSchema,
    text: z.string(),
    note: z.string().nullable(),
    talkedBy: uuidSchema,
    talkedAt: dateSchema,
  }),
);

// The data archive's about-me.json: the family's lines, what they switched off, and every share with
// its consent and its log of opens (never the link's token or PIN).
export const aboutMeExportSchema = z.object({
  notes: z.array(
    z.object({ id: uuidSchema, section: z.string(), text: z.string(), addedBy: uuidSchema, createdAt: dateSchema }),
  ),
  // What a Co-Caregiver chose: a section ticked to be shared, an item switched off (shown false).
  visibility: z.array(z.object({ key: z.string(), shown: z.boolean(), setBy: uuidSchema, setAt: dateSchema })),
  shares: z.array(shareSchema),
});
export type AboutMeExport = z.infer<typeof aboutMeExportSchema>;
