import { z } from 'zod';

// The loved one's language (issue #16): their play page, every text sent to them, the speech voice and
// the built-in sample steps follow it; the caregivers' screens stay in English. A language is one file
// of messages, libs/contracts/src/locales/<code>.json, plus its code here (and its import in
// locales/index.ts, which the typechecker asks for).
export const SENIOR_LANGUAGES = ['en', 'es'] as const;
export type SeniorLanguage = (typeof SENIOR_LANGUAGES)[number];
// Existing and new loved ones speak English unless the family chooses another.
export const DEFAULT_LANGUAGE: SeniorLanguage = 'en';

export const isSeniorLanguage = (value: unknown): value is SeniorLanguage =>
  typeof value === 'string' && (SENIOR_LANGUAGES as readonly string[]).includes(value);

// A language's name for the caregiver, in English with the language's own name after it:
// "Spanish (Español)". From the runtime's CLDR data (Intl.DisplayNames), so a new language needs no name.
export function languageLabel(code: SeniorLanguage): string {
  const english = displayName(code, 'en');
  if (code === 'en') return english;
  const own = displayName(code, code);
  const capitalised = own.charAt(0).toLocaleUpperCase(code) + own.slice(1);
  return capitalised === english ? english : `${english} (${capitalised})`;
}

function displayName(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const LANGUAGE_MESSAGE = `Language must be one of: ${SENIOR_LANGUAGES.map(languageLabel).join(', ')}`;
export const seniorLanguageSchema = z.enum(SENIOR_LANGUAGES, { error: LANGUAGE_MESSAGE });
