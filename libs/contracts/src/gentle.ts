import { z } from 'zod';

// Gentle play (errorless learning with vanishing cues, docs/care-science.md): help grows with idle time
// and with mistakes, and every step ends on the right answer chosen by the loved one.

// 0 = no help; 1 = a hint; 2 = more help (a letter, fewer choices, a step put in place, the missing
// items shown); 3 = the answer itself, to confirm.
export const MAX_CUE_LEVEL = 3;
export const cueLevelSchema = z.number().int().min(0).max(MAX_CUE_LEVEL);
export type CueLevel = 0 | 1 | 2 | 3;

// Our default timing: first cue after 8 s without an answer, each next one 5 s later. Difficulty
// levels (difficulty.ts) stretch or shorten these.
export const FIRST_CUE_DELAY_MS = 8_000;
export const NEXT_CUE_DELAY_MS = 5_000;

// The answers a step got before its final one, first first (at most 20 kept).
export const playAttemptsSchema = z.array(z.unknown()).max(20);

// The cues a step carries on the play page in gentle mode. They include the answer: errorless play
// has to be able to show it, offline too. The server still judges every recorded attempt itself.
export const questionCuesSchema = z.object({
  // Cue 1: the family's hint, or one derived from the question.
  hint: z.string(),
  // Cue 2: the first letter of the right name, and the two choices left (right one and one other).
  firstLetter: z.string(),
  pair: z.array(z.string()).length(2),
  // Cue 3: the right name, highlighted and spoken.
  answer: z.string(),
});
export const placeCuesSchema = z.object({
  // Shown after "I'm not sure": the family's note about the place (its description when none).
  note: z.string(),
});
export const recipeCuesSchema = z.object({
  // Positions in the shown (shuffled) list, in the right order.
  order: z.array(z.number().int().min(0)),
});
export const shoppingCuesSchema = z.object({
  // The items on the list (also on the step as targetItems), highlighted when still missing.
  missing: z.array(z.string()),
});
export type QuestionCues = z.infer<typeof questionCuesSchema>;
export type PlaceCues = z.infer<typeof placeCuesSchema>;
export type RecipeCues = z.infer<typeof recipeCuesSchema>;
export type ShoppingCues = z.infer<typeof shoppingCuesSchema>;

// How long the page waits before each cue, sent with a gentle activity's play payload.
export const cueDelaysSchema = z.object({ firstMs: z.number().int().min(0), nextMs: z.number().int().min(0) });
export type CueDelays = z.infer<typeof cueDelaysSchema>;
