import { firstTryShape, letterDay, TEMPLATES, type FirstTry, type TemplateSlug } from '@carewith/contracts';
import { languageOrDefault, type Translate } from './messages';

// The words the members' e-mails share, in the recipient's language through the catalogs'
// `email.` messages: the greeting, an activity's name, how long it took, a list, how the answers came
// and a day. In English each says exactly what the e-mails said before languages.

export const greeting = (t: Translate, firstName: string | null | undefined) =>
  firstName ? t('email.hello', { name: firstName }) : t('email.helloNoName');

// An activity's title: its own, else its template's in the language. A title that is the template's
// English name (the default an activity is given) is the template's name, said in the language.
export function activityTitle(t: Translate, title: string, templateId: TemplateSlug): string {
  const own = title.trim();
  return !own || own === TEMPLATES[templateId].title ? t(`template.${templateId}`) : own;
}

// "Family Photo Match" alone, or "Our street" (Familiar Places).
export function activityName(t: Translate, title: string, templateId: TemplateSlug): string {
  const shown = activityTitle(t, title, templateId);
  const template = t(`template.${templateId}`);
  return shown === template
    ? t('email.activity', { title: shown })
    : t('email.activityOfTemplate', { title: shown, template });
}

// "in 3 min", "in under 1 min": the spec's rounded minutes (formatDuration's rule).
export function tookWords(t: Translate, ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes < 1 ? t('email.tookUnder') : t('email.took', { minutes });
}

// "A, B and C".
export const listWords = (t: Translate, items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : t('email.list', { rest: items.slice(0, -1).join(', '), last: items.at(-1)! });

// "4 of 5 on the first try, a little help once" (firstTryWords' words, in the language); null when there
// was nothing to answer.
export function firstTryIn(
  t: Translate,
  firstTry: Pick<FirstTry, 'firstTryAnswers' | 'helpedAnswers' | 'totalSteps'> | null | undefined,
  summary: { correctAnswers: number; totalSteps: number },
): string | null {
  const shape = firstTryShape(firstTry, summary);
  if (!shape) return null;
  const words = t(`email.firstTry.${shape.kind}`, { first: shape.first, helped: shape.helped, total: shape.total });
  return shape.littleHelp ? t('email.firstTry.littleHelp', { words, helped: shape.helped }) : words;
}

// "Sunday, November 15" in English as the letter always said it; "domingo, 15 de noviembre".
export const dayIn = (language: string | null | undefined, iso: string, timeZone: string) => {
  const code = languageOrDefault(language);
  return letterDay(iso, timeZone, code === 'en' ? 'en-US' : code);
};
