import { z } from 'zod';
import { dateSchema, uuidSchema } from './common';
import { activityRecordSchema } from './activity-record';

// A care home's group session (docs/decisions, "Care homes"): 2 to 8 residents around a TV, a deck of
// 15-20 minutes built from what the residents themselves consented to share (photos, songs from their
// boxes) and from common-era items of the decades they share, ending on a song. The TV never names who
// answered and never scores; the coordinator's phone is the remote and the TV follows each tap live.
//
// Routes (gateway), every one for staff of the session's home:
//   POST /api/homes/:homeId/group-sessions/preview  {residentIds}  -> what they share (no deck stored)
//   POST /api/homes/:homeId/group-sessions          {residentIds}  -> the session, its deck built
//   GET  /api/homes/:homeId/group-sessions                          -> recent sessions of the home
//   GET  /api/group-sessions/:sessionId                             -> the remote's view (deck, position)
//   GET  /api/group-sessions/:sessionId/screen                      -> the TV's view of the current card
//   GET  /api/group-sessions/:sessionId/live   (text/event-stream)  -> the TV's view again at every change
//   POST /api/group-sessions/:sessionId/control {action}            -> next, back, hint, play the song, end
//   PUT  /api/group-sessions/:sessionId/records {RecordTaps}        -> one resident's two taps
//   POST /api/group-sessions/:sessionId/records/everyone-present    -> every resident took part

export const GROUP_MIN = 2;
export const GROUP_MAX = 8;
export const GROUP_SIZE_MESSAGE = `Choose ${GROUP_MIN} to ${GROUP_MAX} residents`;
// The deck's length in minutes (a card is about a minute of talk).
export const DECK_MINUTES_MIN = 15;
export const DECK_MINUTES_MAX = 20;

export const groupSessionRequestSchema = z.strictObject({
  residentIds: z
    .array(z.uuid({ error: GROUP_SIZE_MESSAGE }), { error: GROUP_SIZE_MESSAGE })
    .min(GROUP_MIN, { error: GROUP_SIZE_MESSAGE })
    .max(GROUP_MAX, { error: GROUP_SIZE_MESSAGE })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Choose each resident once' }),
});
export type GroupSessionRequest = z.infer<typeof groupSessionRequestSchema>;

// What the chosen residents share, from their consented boxes (no names of whose it is).
export const sharedGroundSchema = z.object({
  decades: z.array(z.object({ decade: z.number().int(), residents: z.number().int().min(1) })),
  places: z.array(z.object({ name: z.string(), residents: z.number().int().min(1) })),
  songs: z.array(z.object({ title: z.string(), artist: z.string().nullable(), residents: z.number().int().min(1) })),
  // Residents with no consent for photos or songs: they join in, but nothing of theirs is shown.
  withoutConsent: z.number().int().min(0),
});
export type SharedGround = z.infer<typeof sharedGroundSchema>;

// A card as the TV shows it: a prompt to talk about, a picture or a song, and a hint once asked for.
// Never a resident's name, never a score.
export const CARD_KINDS = ['photo', 'song', 'era', 'place', 'closing-song'] as const;
export const screenCardSchema = z.object({
  kind: z.enum(CARD_KINDS),
  prompt: z.string(),
  // A photo's URL the TV may fetch (a consented box photo or a common-era picture), when the card has one.
  imageUrl: z.string().nullable(),
  // A song: its title and artist, and where to play it from (null: sung together from the words).
  song: z.object({ title: z.string(), artist: z.string().nullable(), audioUrl: z.string().nullable() }).nullable(),
  hint: z.string().nullable(),
});
export type ScreenCard = z.infer<typeof screenCardSchema>;

// The TV's whole state: it draws this and nothing else.
export const sessionScreenSchema = z.object({
  sessionId: uuidSchema,
  position: z.number().int().min(0),
  cards: z.number().int().min(1),
  card: screenCardSchema,
  hintShown: z.boolean(),
  songPlaying: z.boolean(),
  ended: z.boolean(),
  // Increases with every change; a TV ignores a view older than the one it shows.
  version: z.number().int().min(0),
});
export type SessionScreen = z.infer<typeof sessionScreenSchema>;

export const CONTROL_ACTIONS = ['next', 'back', 'hint', 'song', 'end'] as const;
export const controlRequestSchema = z.strictObject({
  action: z.enum(CONTROL_ACTIONS, { error: 'Choose next, back, hint, song or end' }),
});
export type ControlAction = (typeof CONTROL_ACTIONS)[number];

export const groupSessionSchema = z.object({
  id: uuidSchema,
  homeId: uuidSchema,
  theme: z.string(),
  residents: z.array(z.object({ id: uuidSchema, firstName: z.string() })),
  deck: z.array(screenCardSchema),
  screen: sessionScreenSchema,
  startedAt: dateSchema,
  endedAt: dateSchema.nullable(),
  ranByName: z.string().nullable(),
  // The residents' taps so far (one record per resident at most).
  records: z.array(activityRecordSchema),
});
export type GroupSession = z.infer<typeof groupSessionSchema>;

export const groupSessionSummarySchema = groupSessionSchema
  .pick({
    id: true,
    theme: true,
    startedAt: true,
    endedAt: true,
    ranByName: true,
  })
  .extend({ residents: z.number().int().min(0) });
export type GroupSessionSummary = z.infer<typeof groupSessionSummarySchema>;

// ---------- across the bus (gateway -> games) ----------
// Replies: preview SharedGround; create and get GroupSession; list GroupSessionSummary[]; screen and
// control SessionScreen; PUT records one ActivityRecord; everyone-present every record of the session.
export const sessionIdSchema = z.object({ sessionId: uuidSchema });
export const groupSessionBusSchema = groupSessionRequestSchema.extend({ homeId: uuidSchema });
export const controlBusSchema = controlRequestSchema.extend({ sessionId: uuidSchema });
export const sessionPhotoBusSchema = z.object({ sessionId: uuidSchema, photoId: uuidSchema });
// The core-NATS subject (not a fact: nothing keeps it) on which games publishes a session's screen after
// every change; the gateway streams it to the TV (GET /api/group-sessions/:sessionId/live).
export const liveSessionSubject = (sessionId: string) => `live.group-session.${sessionId}`;
