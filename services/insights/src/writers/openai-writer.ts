import OpenAI from 'openai';
import { DEFAULT_LANGUAGE, InsightFigures, Language, languageNameIn } from '@carewith/contracts';
import { messagesIn } from '@carewith/platform';
import { parseModelStarters, STARTERS_SYSTEM, startersPrompt } from '../conversation/model-starters';
import type { StarterInput } from '../conversation/starter-input';

// A report (and a check-in's reflection) is written in the requesting member's language (none: English).
export type WriterRequest = (
  | { kind: 'trend'; name: string; figures: InsightFigures }
  | { kind: 'custom'; name: string; question: string; figures: InsightFigures }
  | { kind: 'assessment'; name: string; activity: Record<string, unknown>; figures: InsightFigures }
  | { kind: 'reflection'; mood: number; freeText: string | null }
) & { language?: Language };

const SYSTEM = [
  'You write short, warm, plain-language notes for family caregivers of an older person living with dementia.',
  'Use ONLY the figures given; do not invent numbers. Write 3 to 6 short sentences, no headings, no lists.',
  'Never diagnose, never name a condition or stage, never give medical advice or suggest medication.',
  'If the figures mark a decline, gently suggest mentioning it to a doctor.',
].join(' ');

// The OpenAI-compatible writer: the computed figures go in the prompt as grounding. Any error or a
// timeout is the caller's cue to fall back to the local writer.
export class OpenAiWriter {
  private readonly client: OpenAI;

  constructor(private readonly options: { apiKey: string; baseURL?: string; model: string; timeoutMs: number }) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
  }

  // Conversation starters: checked against the starters' rules; a rejection throws.
  async starters(input: StarterInput): Promise<string[]> {
    return parseModelStarters(await this.complete(STARTERS_SYSTEM, startersPrompt(input), 0.5, 300));
  }

  async write(request: WriterRequest): Promise<string> {
    const text = (await this.complete(SYSTEM, userPrompt(request), 0.3, 400)).trim();
    if (!text) throw new Error('the model returned no text');
    if (request.kind === 'reflection') return text;
    // Every report says it is not a medical assessment, whatever the model wrote, in its language.
    const notice = messagesIn(languageOf(request))('insights.notMedicalAdvice');
    return text.includes(notice) ? text : `${text}\n\n${notice}`;
  }

  // One chat completion under the given rules: the model's answer, or '' when it gave none.
  private async complete(system: string, prompt: string, temperature: number, maxTokens: number): Promise<string> {
    const completion = await this.client.chat.completions.create({
      model: this.options.model,
      temperature,
      max_tokens: maxTokens,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: prompt },
      ],
    });
    return completion.choices[0]?.message?.content ?? '';
  }
}

const languageOf = (request: WriterRequest): Language => request.language ?? DEFAULT_LANGUAGE;

// The model is asked to write in the member's language when it is not English.
export function userPrompt(request: WriterRequest): string {
  const language = languageOf(request);
  const prompt = promptFor(request);
  return language === DEFAULT_LANGUAGE
    ? prompt
    : `${prompt}\nWrite your whole answer in ${languageNameIn(language, 'en')} (language code "${language}").`;
}

function promptFor(request: WriterRequest): string {
  switch (request.kind) {
    case 'trend':
      return `Write a trend summary for ${request.name} over the period.\nFigures (JSON):\n${JSON.stringify(request.figures)}`;
    case 'custom':
      return `The caregiver asks about ${request.name}: "${request.question}"\nAnswer this question directly in your first sentence, without repeating it, only from these figures (JSON); say plainly what they cannot tell:\n${JSON.stringify(request.figures)}`;
    case 'assessment':
      return `Summarise how ${request.name} did in this activity, with the period for context.${request.activity.firstTries ? ` Say how much help the answers needed in these plain words: "${String(request.activity.firstTries)}" (a description, never a diagnosis).` : ''}\nActivity (JSON): ${JSON.stringify(request.activity)}\nPeriod figures (JSON): ${JSON.stringify(request.figures)}`;
    case 'reflection':
      return `A caregiver checked in with mood ${request.mood} out of 5${request.freeText ? ` and wrote: "${request.freeText}"` : ''}. Write two or three warm, supportive sentences for them (no advice about the person they care for).`;
    default: {
      const unknownKind: never = request;
      return unknownKind;
    }
  }
}
