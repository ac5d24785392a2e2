import { i18n } from '@lingui/core';

// The contract's validation messages and the API's are English sentences (libs/contracts). Where the
// app shows one (a form's field or alert, a toast) it is looked up in the catalog by that English text:
// lingui.caregiver.config.ts puts every schema message there with its text as id. A message the
// catalog does not know (a new one from the API) shows as it came.
export function inAppLanguage(english: string): string {
  return i18n.messages[english] === undefined ? english : i18n._(english);
}
