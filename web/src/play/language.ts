import { i18n } from '@lingui/core';
import { hasCatalog, loadCatalog } from './catalogs';
import { readJSON, writeJSON } from './storage';

// The page speaks the loved one's language through Lingui: the catalog of one language is
// loaded (catalogs.ts) and made active before the first render; the page's own bundle carries no messages.
const FALLBACK = 'en';
const LAST_KEY = 'carewith.play.language';

// Before the activity says whose it is (loading, a link that leads nowhere): the language last used on
// this device, else the browser's, else English.
export function firstLanguage(): string {
  const last = readJSON<string>(LAST_KEY);
  if (hasCatalog(last)) return last;
  for (const tag of navigator.languages ?? []) {
    const code = tag.split('-')[0]!.toLowerCase();
    if (hasCatalog(code)) return code;
  }
  return FALLBACK;
}

// Loads and activates a language; the page's <html lang> follows (the speech voice is chosen by it).
// remember: the loved one's own page (not a caregiver's preview) keeps it for the next visit. Offline,
// the chunk comes from the service worker, which keeps every language's (play-sw.js).
export async function activateLanguage(wanted: unknown, remember = false): Promise<void> {
  const code = hasCatalog(wanted) ? wanted : FALLBACK;
  if (i18n.locale !== code) i18n.loadAndActivate({ locale: code, messages: await loadCatalog(code) });
  document.documentElement.lang = code;
  if (remember) writeJSON(LAST_KEY, code);
}
