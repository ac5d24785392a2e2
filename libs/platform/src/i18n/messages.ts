import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CATALOGS, DEFAULT_LANGUAGE, isLanguage, type Language, type MessageKey } from '@carewith/contracts';

// The server's words in a language, through Lingui: the catalogs' ICU MessageFormat
// (libs/contracts/src/locales/<code>.json: placeholders, plurals, selects) compiled once per language,
// then formatted on each call without parsing again. What games writes to the loved one and
// the e-mails a member gets (the `email.` messages) both speak through it.
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const instances = new Map<Language, I18n>();

function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    const catalog = CATALOGS[language];
    const messages: Messages = {};
    for (const key of Object.keys(catalog) as MessageKey[]) messages[key] = compileMessageOrThrow(catalog[key]);
    i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    instances.set(language, i18n);
  }
  return i18n;
}

// The language a stored value names; one this build does not know (an old row, a bad value) or none
// (a member who has not chosen) reads English.
export const languageOrDefault = (language: string | null | undefined): Language =>
  isLanguage(language) ? language : DEFAULT_LANGUAGE;

export function messagesIn(language: string | null | undefined): Translate {
  const i18n = i18nFor(languageOrDefault(language));
  return (key, values) => i18n._(key, values);
}
