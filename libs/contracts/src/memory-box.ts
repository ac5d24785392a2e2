import { z } from 'zod';
import { requiredText, uuidSchema } from './common';
import { LIMITS } from './constants';
import { songArtistInput, songLinkInput } from './songs';

// The family's memory box, one per loved one: photos with who, where, when and a one-line
// story, the people and places they show, recipes, a favourite shopping list and songs. Any member of
// the loved one's team adds to it; Co-Caregivers change or remove anything, others only what they added.

// At most this many photos in one upload (a phone's multiple choice), each stored once per loved one.
export const BOX_PHOTOS_PER_UPLOAD = 20;
export const BOX_PHOTO_FIELD = 'photos';
export const BOX_STORY_MAX = 200;
// Oldest year or decade a photo may be given.
export const BOX_EARLIEST_YEAR = 1850;
export const BOX_MAX_PEOPLE_PER_PHOTO = 20;
export const BOX_MAX_LIST_ITEMS = 32;
// A song's clip may be longer than a step's voice (VOICE_CLIP_MAX_SECONDS): a verse and a chorus.
export const SONG_CLIP_MAX_SECONDS = 60;

// Who added a row, and whether the caller may change or remove it (they added it, or they are a
// Co-Caregiver of the team).
const ownership = { addedBy: uuidSchema, canEdit: z.boolean() };

export const boxPersonSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  // How they are related to the loved one ("granddaughter"), when the family said.
  relation: z.string().nullable(),
  ...ownership,
});
export type BoxPerson = z.infer<typeof boxPersonSchema>;

export const boxPlaceSchema = z.object({ id: uuidSchema, name: z.string(), ...ownership });
export type BoxPlace = z.infer<typeof boxPlaceSchema>;

export const boxPhotoSchema = z.object({
  // The photo's own id: served at url, and used by activities as "photo:<id>".
  id: uuidSchema,
  url: z.string(),
  // When the camera took it (EXIF DateTimeOriginal, local time as the camera had it), if it says.
  takenAt: z.string().nullable(),
  year: z.number().int().nullable(),
  decade: z.number().int().nullable(),
  story: z.string().nullable(),
  personIds: z.array(uuidSchema),
  placeId: uuidSchema.nullable(),
  ...ownership,
});
export type BoxPhoto = z.infer<typeof boxPhotoSchema>;

export const boxRecipeSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  ingredients: z.array(z.string()),
  steps: z.array(z.string()),
  ...ownership,
});
export type BoxRecipe = z.infer<typeof boxRecipeSchema>;

// The loved one's favourite shopping list: one per loved one, typed once (empty until someone does).
export const boxShoppingListSchema = z.object({
  // The list as an item of practice ("list:<id>"); null until someone types it.
  id: uuidSchema.nullable(),
  items: z.array(z.string()),
  addedBy: uuidSchema.nullable(),
  canEdit: z.boolean(),
});
export type BoxShoppingList = z.infer<typeof boxShoppingListSchema>;

export const boxSongSchema = z.object({
  id: uuidSchema,
  title: z.string(),
  // Who sings it, and a link to where the family listens to it (decision 254), when they said.
  artist: z.string().nullable(),
  link: z.string().nullable(),
  // A voice clip of the team (MP3, at most SONG_CLIP_MAX_SECONDS), heard at /api/voice-clips/<clipId>.
  clipId: uuidSchema.nullable(),
  ...ownership,
});
export type BoxSong = z.infer<typeof boxSongSchema>;

// Something to talk about with them: a line the family sends (often from their weekly letter, in
// answer to what the care home told them: "Ask him about the mill"). A resident's home staff read
// these, and nothing else of the box but what the resident consented to share.
export const BOX_TOPIC_MAX = 200;
export const boxTopicSchema = z.object({
  id: uuidSchema,
  text: z.string(),
  // The first name of who sent it, when they gave one.
  addedByName: z.string().nullable(),
  createdAt: z.string(),
  ...ownership,
});
export type BoxTopic = z.infer<typeof boxTopicSchema>;

export const memoryBoxSchema = z.object({
  seniorId: uuidSchema,
  people: z.array(boxPersonSchema),
  places: z.array(boxPlaceSchema),
  photos: z.array(boxPhotoSchema),
  recipes: z.array(boxRecipeSchema),
  shoppingList: boxShoppingListSchema,
  songs: z.array(boxSongSchema),
  topics: z.array(boxTopicSchema),
});
export type MemoryBox = z.infer<typeof memoryBoxSchema>;

// A photo as an upload answers it: the one stored, or the one already in the box (duplicate: true).
export const boxPhotoAddedSchema = boxPhotoSchema.extend({ duplicate: z.boolean() });
export type BoxPhotoAdded = z.infer<typeof boxPhotoAddedSchema>;
export const boxPhotosAddedSchema = z.object({ photos: z.array(boxPhotoAddedSchema) });
export type BoxPhotosAdded = z.infer<typeof boxPhotosAddedSchema>;

// ---------- requests ----------

const currentYear = () => new Date().getUTCFullYear();
const personName = requiredText('Name');
const relation = z
  .string({ error: 'Relation must be text, like "granddaughter"' })
  .trim()
  .max(60, { error: 'Relation must be at most 60 characters' })
  .nullable()
  .transform((r) => r || null)
  .optional();

// A person on a photo: one already in the box by id, or by name (the box's person of that name, else
// a new one with the relation given).
export const boxPersonRefSchema = z.union(
  [z.strictObject({ id: uuidSchema }), z.strictObject({ name: personName, relation })],
  { error: 'Each person needs an id or a name' },
);
export type BoxPersonRef = z.infer<typeof boxPersonRefSchema>;
export const boxPlaceRefSchema = z.union(
  [z.strictObject({ id: uuidSchema }), z.strictObject({ name: requiredText('Place') })],
  { error: 'The place needs an id or a name' },
);
export type BoxPlaceRef = z.infer<typeof boxPlaceRefSchema>;

const yearSchema = z
  .number({ error: 'Year must be a number, like 1975' })
  .int({ error: 'Year must be a whole year, like 1975' })
  .min(BOX_EARLIEST_YEAR, { error: `Year must be ${BOX_EARLIEST_YEAR} or later` })
  .refine((y) => y <= currentYear(), { error: 'Year cannot be in the future' });
const decadeSchema = z
  .number({ error: 'Decade must be a number, like 1970' })
  .int({ error: 'Decade must be a year ending in 0, like 1970' })
  .multipleOf(10, { error: 'Decade must be a year ending in 0, like 1970' })
  .min(BOX_EARLIEST_YEAR, { error: `Decade must be ${BOX_EARLIEST_YEAR} or later` })
  .refine((d) => d <= currentYear(), { error: 'Decade cannot be in the future' });
const storySchema = z
  .string({ error: 'Story must be text' })
  .trim()
  .max(BOX_STORY_MAX, { error: `Story must be at most ${BOX_STORY_MAX} characters` })
  .refine((s) => !/[\r\n]/.test(s), { error: 'Story must be one line' })
  .transform((s) => s || null);

// PATCH a photo: only the fields sent change; null clears one. `people` replaces the photo's people.
export const updateBoxPhotoRequestSchema = z
  .strictObject({
    people: z
      .array(boxPersonRefSchema, { error: 'People must be a list' })
      .max(BOX_MAX_PEOPLE_PER_PHOTO, { error: `A photo can name at most ${BOX_MAX_PEOPLE_PER_PHOTO} people` })
      .optional(),
    place: boxPlaceRefSchema.nullable().optional(),
    year: yearSchema.nullable().optional(),
    decade: decadeSchema.nullable().optional(),
    story: storySchema.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to change' })
  .refine((v) => v.year == null || v.decade == null || Math.floor(v.year / 10) * 10 === v.decade, {
    error: 'Year and decade do not agree',
    path: ['decade'],
  });
export type UpdateBoxPhotoRequest = z.infer<typeof updateBoxPhotoRequestSchema>;

export const updateBoxPersonRequestSchema = z
  .strictObject({ name: personName.optional(), relation })
  .refine((v) => v.name !== undefined || v.relation !== undefined, { error: 'Nothing to change' });
export type UpdateBoxPersonRequest = z.infer<typeof updateBoxPersonRequestSchema>;

export const updateBoxPlaceRequestSchema = z.strictObject({ name: requiredText('Place') });
export type UpdateBoxPlaceRequest = z.infer<typeof updateBoxPlaceRequestSchema>;

const lines = (field: string, what: string, min: number, max: number, each: number) => {
  const list = z
    .array(
      z
        .string({ error: `Each ${what} must be text` })
        .trim()
        .min(1, { error: `Each ${what} needs some text` })
        .max(each, { error: `Each ${what} must be at most ${each} characters` }),
      { error: `${field} must be a list` },
    )
    .max(max, { error: `${field} can have at most ${max} ${what}s` });
  if (min === 0) return list;
  return list.min(min, {
    error: min === 1 ? `${field} need at least one ${what}` : `${field} need at least ${min} ${what}s`,
  });
};

// A recipe as the family types it: its steps in order (2 to 12, as a recipe activity plays them).
export const boxRecipeRequestSchema = z.strictObject({
  name: requiredText('Recipe name'),
  ingredients: lines('Ingredients', 'ingredient', 1, BOX_MAX_LIST_ITEMS, LIMITS.name),
  steps: lines('Steps', 'step', 2, 12, LIMITS.question),
});
export type BoxRecipeRequest = z.infer<typeof boxRecipeRequestSchema>;
export const updateBoxRecipeRequestSchema = boxRecipeRequestSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to change' });
export type UpdateBoxRecipeRequest = z.infer<typeof updateBoxRecipeRequestSchema>;

export const boxShoppingListRequestSchema = z.strictObject({
  items: lines('Items', 'item', 0, BOX_MAX_LIST_ITEMS, LIMITS.name),
});
export type BoxShoppingListRequest = z.infer<typeof boxShoppingListRequestSchema>;

export const boxSongRequestSchema = z.strictObject({
  title: requiredText('Song title'),
  artist: songArtistInput,
  // Where the family listens to it: their own streaming service's page (http or https only).
  link: songLinkInput,
  // A voice clip of the team, uploaded first (POST /api/voice-clips with use "song").
  clipId: uuidSchema.nullable().optional(),
});
export type BoxSongRequest = z.infer<typeof boxSongRequestSchema>;

export const boxTopicRequestSchema = z.strictObject({
  text: z
    .string({ error: 'Write something to talk about' })
    .trim()
    .min(1, { error: 'Write something to talk about' })
    .max(BOX_TOPIC_MAX, { error: `Keep it to at most ${BOX_TOPIC_MAX} characters` }),
});
export type BoxTopicRequest = z.infer<typeof boxTopicRequestSchema>;

// ---------- bus ----------

const seniorIdShape = { seniorId: uuidSchema };
export const boxPhotoUploadBusSchema = z.object({
  ...seniorIdShape,
  // JPEG bytes, base64, already rotated and resized by the gateway; one photo per request.
  jpegBase64: z.string().min(4).max(1_400_000),
  width: z.number().int().min(1).max(4096),
  height: z.number().int().min(1).max(4096),
  // The uploaded file's SHA-256 (hex): the same file twice is stored once.
  contentHash: z.string().regex(/^[0-9a-f]{64}$/),
  takenAt: z.string().max(32).nullable(),
});
export const boxItemBusSchema = z.object({ ...seniorIdShape, id: uuidSchema });
export const updateBoxPhotoBusSchema = boxItemBusSchema.extend({ changes: updateBoxPhotoRequestSchema });
export const updateBoxPersonBusSchema = boxItemBusSchema.extend({ changes: updateBoxPersonRequestSchema });
export const updateBoxPlaceBusSchema = boxItemBusSchema.extend({ changes: updateBoxPlaceRequestSchema });
export const addBoxRecipeBusSchema = z.object({ ...seniorIdShape, recipe: boxRecipeRequestSchema });
export const updateBoxRecipeBusSchema = boxItemBusSchema.extend({ changes: updateBoxRecipeRequestSchema });
export const putBoxShoppingListBusSchema = z.object({ ...seniorIdShape, list: boxShoppingListRequestSchema });
export const addBoxSongBusSchema = z.object({ ...seniorIdShape, song: boxSongRequestSchema });
export const boxRemovedSchema = z.object({ removed: z.literal(true) });
export const addBoxTopicBusSchema = z.object({ ...seniorIdShape, topic: boxTopicRequestSchema });
// A home's staff reading a resident's topics (GET /api/homes/:homeId/residents/:residentId/topics).
export const residentTopicsBusSchema = z.object({ homeId: uuidSchema, residentId: uuidSchema });
export const residentTopicsSchema = z.object({
  residentId: uuidSchema,
  topics: z.array(boxTopicSchema.omit({ addedBy: true, canEdit: true })),
});
export type ResidentTopics = z.infer<typeof residentTopicsSchema>;

// "Make an activity from the box" (POST .../memory-box/activities): no body (an empty object at most);
// the answer is the draft made. Refused with this when the box has nothing to practise yet.
export const makeBoxActivityRequestSchema = z.strictObject({});
export const BOX_HAS_NOTHING_YET =
  'The memory box has nothing to practise yet. Name who is in a few photos, or add a place, a recipe or the shopping list.';
