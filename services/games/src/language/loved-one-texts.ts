import type { TemplateSlug } from '@carewith/contracts';
import { messagesIn, type Translate } from '@carewith/platform';

// What games writes to the loved one (their texts, the hint it derives, the template's title on their
// page) in their language, through the platform's Lingui messages.
export type LovedOneText = Translate;

// A loved one's words; a language this build does not know (an old row, a bad value) reads English.
export const lovedOneText = (language: string | undefined | null): LovedOneText => messagesIn(language);

// An activity's title: its own when it has one, else `templateTitle` (the caregiver's activityTitle too).
export const ownTitleOr = (config: { title?: string } | null | undefined, templateTitle: string) =>
  config?.title?.trim() || templateTitle;

// An activity's title on the loved one's page and in their texts: its own, else its template's in
// their language.
export const lovedOneTitle = (
  templateId: TemplateSlug,
  config: { title?: string } | null | undefined,
  language: string | undefined | null,
) => ownTitleOr(config, lovedOneText(language)(`template.${templateId}`));

// The texts' words. The STOP keyword stays STOP in every language: it is the word Twilio
// and the carriers honour by default, and the one our inbound webhook always accepts.
export const optOutLine = (language: string | undefined | null) => lovedOneText(language)('sms.optOut');

// Send SMS without a message of the caregiver's (the API's default): the spec's default text.
export const defaultMessage = (language: string | undefined | null, firstName?: string | null) =>
  firstName
    ? lovedOneText(language)('sms.defaultMessage', { name: firstName })
    : lovedOneText(language)('sms.defaultMessageNoName');
