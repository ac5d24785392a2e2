import { z } from 'zod';
import { LIMITS } from './constants';
import { placeCuesSchema, questionCuesSchema, recipeCuesSchema, shoppingCuesSchema } from './gentle';

// Step shapes of spec section 3; each renderer on the play page takes one of them.
const stepId = z.string().min(1).max(64);
const shortText = z.string().max(LIMITS.question);
// A family member's recorded voice reading the step ("voice:<id>"): Hear Again plays it.
// Optional on every kind of step; voice-clips.ts holds the rest.
export const voiceRefSchema = z
  .string()
  .regex(/^voice:[0-9a-f-]{36}$/, { error: 'Please record the voice clip again' });
const voice = voiceRefSchema.optional();
// A step built from the memory box names the box's person, place, recipe or list it asks
// about ("person:<id>"), so mastery follows that item across photos and activities. Absent on steps the
// family wrote, which mastery keys by their words as before.
export const BOX_ITEM_KINDS = ['person', 'place', 'recipe', 'list'] as const;
export type BoxItemKind = (typeof BOX_ITEM_KINDS)[number];
const boxItem = z
  .string()
  .regex(/^(person|place|recipe|list):[0-9a-f-]{36}$/, { error: 'Please make the activity from the box again' })
  .optional();
export const boxItemRef = (kind: BoxItemKind, id: string) => `${kind}:${id}`;

export const questionStepSchema = z.object({
  id: stepId,
  question: shortText.min(1),
  // A reference to a photo the caregiver uploaded ("photo:<id>").
  photo: z
    .string()
    .regex(/^photo:[0-9a-f-]{36}$/, { error: 'Please upload the photo again' })
    .optional(),
  options: z.array(z.string().min(1).max(LIMITS.name)).min(2).max(8),
  correctAnswer: z.string().min(1).max(LIMITS.name),
  // Gentle mode's first cue, written by the family ("your grand-daughter who bakes"); optional.
  hint: shortText.optional(),
  voice,
  boxItem,
  // An everyday goal practised by this step ("goal:<id>", goals.ts), woven in when the activity was
  // texted, and the cue the page starts it at (3: the answer shown first, errorless; 0: no help).
  goal: z
    .string()
    .regex(/^goal:[0-9a-f-]{36}$/)
    .optional(),
  startCue: z.number().int().min(0).max(3).optional(),
});
export const placeStepSchema = z.object({
  id: stepId,
  name: z.string().min(1).max(LIMITS.name),
  description: shortText,
  image: z
    .string()
    .regex(/^photo:[0-9a-f-]{36}$/, { error: 'Please upload the photo again' })
    .optional(),
  // Gentle mode: the family's note shown after "I'm not sure"; optional.
  hint: shortText.optional(),
  voice,
  boxItem,
});
export const recipeStepSchema = z.object({
  id: stepId,
  recipeName: z.string().min(1).max(LIMITS.name),
  description: shortText,
  recipeSteps: z.array(z.string().min(1).max(LIMITS.question)).min(2).max(12),
  correctOrder: z.array(z.number().int().min(0)).min(2).max(12),
  voice,
  boxItem,
});
export const shoppingStepSchema = z.object({
  id: stepId,
  title: z.string().min(1).max(LIMITS.name),
  instructions: shortText,
  targetItems: z.array(z.string().min(1).max(LIMITS.name)).min(1).max(16),
  availableItems: z.array(z.string().min(1).max(LIMITS.name)).min(2).max(32),
  voice,
  boxItem,
});

export const STEP_SCHEMAS = {
  'grandkid-match': questionStepSchema,
  'places-flashcards': placeStepSchema,
  'recipe-sequencing': recipeStepSchema,
  'shopping-bingo': shoppingStepSchema,
} as const;

export const anyStepSchema = z.union([questionStepSchema, placeStepSchema, recipeStepSchema, shoppingStepSchema]);

// What the play page is given: the answer key stays on the server, which scores the answers.
// A recipe's steps arrive already shuffled, and its answer is positions in that shuffled list.
// In gentle mode each step also carries its cues (see gentle.ts), which errorless play needs on the page.
export const playQuestionStepSchema = questionStepSchema
  .omit({ correctAnswer: true, hint: true })
  .extend({ cues: questionCuesSchema.optional() });
export const playPlaceStepSchema = placeStepSchema.omit({ hint: true }).extend({ cues: placeCuesSchema.optional() });
export const playRecipeStepSchema = recipeStepSchema
  .omit({ correctOrder: true })
  .extend({ cues: recipeCuesSchema.optional() });
export const playShoppingStepSchema = shoppingStepSchema.extend({ cues: shoppingCuesSchema.optional() });
export const playStepSchema = z.union([
  playQuestionStepSchema,
  playPlaceStepSchema,
  playRecipeStepSchema,
  playShoppingStepSchema,
]);

export type QuestionStep = z.infer<typeof questionStepSchema>;
export type PlaceStep = z.infer<typeof placeStepSchema>;
export type RecipeStep = z.infer<typeof recipeStepSchema>;
export type ShoppingStep = z.infer<typeof shoppingStepSchema>;
export type AnyStep = z.infer<typeof anyStepSchema>;
export type PlayQuestionStep = z.infer<typeof playQuestionStepSchema>;
export type PlayRecipeStep = z.infer<typeof playRecipeStepSchema>;
export type PlayPlaceStep = z.infer<typeof playPlaceStepSchema>;
export type PlayShoppingStep = z.infer<typeof playShoppingStepSchema>;
export type PlayStep = z.infer<typeof playStepSchema>;
