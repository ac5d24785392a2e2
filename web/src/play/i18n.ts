import { i18n } from '@lingui/core';
import type { MessageKey } from '@carewith/contracts';

// The page's words, in the loved one's language, through Lingui's active catalog (loaded by
// language.ts before the first render).
export const t = (key: MessageKey, values?: Record<string, string | number>) => i18n._(key, values);

// "A, B or C" / "A, B o C" (a choice) and "A and B" / "A y B" (a list), by the browser's CLDR rules.
export const listOf = (items: string[], type: 'conjunction' | 'disjunction') =>
  new Intl.ListFormat(i18n.locale || 'en', { type }).format(items);
