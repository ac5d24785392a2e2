import { i18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CATALOGS, type SeniorLanguage } from '@carewith/contracts';

// Unit tests only: a catalog compiled here (the build compiles it with Lingui's Vite plugin) and made the
// page's active language, as language.ts does in the browser.
export function speakInTests(language: SeniorLanguage) {
  const catalog = CATALOGS[language];
  const messages: Messages = {};
  for (const [key, message] of Object.entries(catalog)) messages[key] = compileMessageOrThrow(message);
  i18n.loadAndActivate({ locale: language, messages });
}
