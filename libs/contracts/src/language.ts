import { z } from 'zod';

// The languages of Care With. The loved one's: their play page, every text sent to them,
// the speech voice and the built-in sample steps follow it. A member's: their screens and
// the e-mails they get. A language is one file of messages, libs/contracts/src/locales/<code>.json, plus
// its code here (and its import in locales/index.ts, which the typechecker asks for).
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
// Existing and new loved ones speak English unless the family chooses another; a member who has not
// chosen reads English.
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

// The loved one's names for the same list, kept for the code that says "senior".
export const SENIOR_LANGUAGES = LANGUAGES;
export type SeniorLanguage = Language;
export const isSeniorLanguage = isLanguage;

// A language's name as a label in another language, with the language's own name after it when they
// differ: "Spanish (Español)" in English, "Inglés (English)" in Spanish. From the runtime's CLDR data
// (Intl.DisplayNames), so a new language needs no name.
export function languageLabelIn(code: Language, inLanguage: string): string {
  const here = capitalIn(languageNameIn(code, inLanguage), inLanguage);
  const own = capitalIn(languageNameIn(code, code), code);
  return here === own ? here : `${here} (${own})`;
}

// The caregiver's label of a language, in English: "Spanish (Español)".
export const languageLabel = (code: Language) => languageLabelIn(code, 'en');

const capitalIn = (name: string, language: string) => name.charAt(0).toLocaleUpperCase(language) + name.slice(1);

// A language's name in another language, as a sentence says it ("español" in Spanish).
export function languageNameIn(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const LANGUAGE_MESSAGE = `Language must be one of: ${LANGUAGES.map(languageLabel).join(', ')}`;
export const languageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE });
export const seniorLanguageSchema = languageSchema;

// A member's language: null until they choose one, and then English is what they read.
// Sessions written before the column existed carry none: they read null.
export const memberLanguageSchema = languageSchema.nullable().default(null);
export type MemberLanguage = Language | null;

// PUT /api/account/language: a member chooses their language (screens and e-mails).
export const setLanguageRequestSchema = z.strictObject({ language: languageSchema });
export type SetLanguageRequest = z.infer<typeof setLanguageRequestSchema>;

// A read whose words the server says in its reader's language (decision 260): their choice, else their
// browser's; none: English.
export const readerLanguageSchema = z.object({ language: languageSchema.optional() });
