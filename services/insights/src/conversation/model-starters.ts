import { DEFAULT_LANGUAGE, languageNameIn, STARTERS_MAX, STARTERS_MIN } from '@carewith/contracts';
import type { StarterInput } from './starter-input';
import { startersProblem } from './starter-rules';

// The model's conversation starters: the same rules as the local writer's, told to the model and
// checked on its answer. One starter that breaks a rule rejects the whole answer (a model that wrote
// one quiz may have meant the others as quizzes too), and the local writer answers instead.
export const STARTERS_SYSTEM = [
  'You write conversation starters for a family member to say on their next phone call with an older relative living with dementia, after the relative played a short memory activity the family made.',
  'Each starter is a warm statement, said to the relative ("you"), about a place, an event, food or the senses in the activity: for example "That kitchen looks like the one on Elm Street."',
  'Never ask a question of any kind, never quiz, never ask them to remember, recall or name anyone, never mention memory, health, a condition or a score. Use only the names and details given; invent no facts.',
  `Answer with a JSON array of ${STARTERS_MIN} or ${STARTERS_MAX} strings, each one or two short sentences, and nothing else.`,
].join(' ');

// The loved one's language is named in the prompt (decision 258): the starters are said to them in it.
export const startersPrompt = (input: StarterInput) =>
  [
    `Write every starter in ${languageNameIn(input.language ?? DEFAULT_LANGUAGE, 'en')}, the language the relative speaks.`,
    `The activity (JSON): ${JSON.stringify({ kind: input.templateId, title: input.title, items: input.items.slice(0, 5) })}`,
  ].join('\n');

export class StartersRejected extends Error {
  constructor(reason: string) {
    super(`the model's starters were rejected: ${reason}`);
    this.name = 'StartersRejected';
  }
}

// The starters in the model's answer (a JSON array, maybe fenced as code), or StartersRejected.
export function parseModelStarters(answer: string): string[] {
  const json = answer
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new StartersRejected('not a JSON array');
  }
  if (!Array.isArray(parsed) || !parsed.every((s): s is string => typeof s === 'string'))
    throw new StartersRejected('not an array of strings');
  const starters = parsed.map((s) => s.replace(/\s+/g, ' ').trim());
  const problem = startersProblem(starters);
  if (problem) throw new StartersRejected(problem);
  return starters;
}
