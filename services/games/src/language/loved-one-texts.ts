import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import {
  CATALOGS,
  DEFAULT_LANGUAGE,
  isSeniorLanguage,
  type MessageKey,
  type SeniorLanguage,
  type TemplateSlug,
} from '@carewith/contracts';

// What games writes to the loved one (their texts, the hint it derives, the template's title on their
// page) in their language (issue #16), through Lingui: the catalogs' ICU MessageFormat (placeholders,
// plurals) compiled once per language, then formatted on each call without parsing again.
export type MessageValues = Record<string, string | number>;
export type LovedOneText = (key: MessageKey, values?: MessageValues) => string;

const instances = new Map<SeniorLanguage, I18n>();

function i18nFor(language: SeniorLanguage): I18n {
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

// A loved one's words; a language this build does not know (an old row, a bad value) reads English.
export function lovedOneText(language: string | undefined | null): LovedOneText {
  const i18n = i18nFor(isSeniorLanguage(language) ? language : DEFAULT_LANGUAGE);
  return (key, values) => i18n._(key, values);
}

// An activity's title: its own when it has one, else `templateTitle` (the caregiver's activityTitle too).
export const ownTitleOr = (config: { title?: string } | null | undefined, templateTitle: string) =>
  config?.title?.trim() || templateTitle;

// An activity's title on the loved one's page and in their texts: its own, else its template's in
// their language (issue #16).
export const lovedOneTitle = (
  templateId: TemplateSlug,
  config: { title?: string } | null | undefined,
  language: string | undefined | null,
) => ownTitleOr(config, lovedOneText(language)(`template.${templateId}`));

// The texts' words (issue #16). The STOP keyword stays STOP in every language: it is the word Twilio
// and the carriers honour by default, and the one our inbound webhook always accepts.
export const optOutLine = (language: string | undefined | null) => lovedOneText(language)('sms.optOut');

// Send SMS without a message of the caregiver's (the API's default): the spec's default text.
export const defaultMessage = (language: string | undefined | null, firstName?: string | null) =>
  firstName
    ? lovedOneText(language)('sms.defaultMessage', { name: firstName })
    : lovedOneText(language)('sms.defaultMessageNoName');
