import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { languageLabel, languageNameIn, type Language } from '@carewith/contracts';
import { SOURCE_LANGUAGE } from './source-language';

// Dates and numbers in the app's language. English keeps the region each screen was
// written for (US dates by default, British where a text says "Mon 3 Mar"); another language formats
// by its own CLDR rules. Formatters are made once per language and options.
const formats = new Map<string, Intl.DateTimeFormat>();

// True while the app speaks the language its texts are written in (English), or none is active yet.
export const inSourceLanguage = () => !i18n.locale || i18n.locale === SOURCE_LANGUAGE;

export function dateFormat(options: Intl.DateTimeFormatOptions, english: 'en-US' | 'en-GB' = 'en-US') {
  const locale = inSourceLanguage() ? english : i18n.locale;
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export const appLocale = () => (inSourceLanguage() ? 'en-US' : i18n.locale);

// An activity's time played, as the contract's formatDuration words it ("under 1 min", "12 min"), in
// the app's language.
export function durationText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes < 1 ? t`under 1 min` : t`${minutes} min`;
}

// A language's name in a sentence of the app's: in English the contract's label, which adds the
// language's own name ("Spanish (Español)"); in another language its name there ("español").
export function languageInSentence(code: Language): string {
  if (inSourceLanguage()) return languageLabel(code);
  return languageNameIn(code, i18n.locale);
}
