import { i18n } from '@lingui/core';
import { isAppLanguage, loadAppCatalog, SOURCE_LANGUAGE } from './catalogs';

// The language the caregiver app speaks: the one the member chose on Your account, else
// the browser's first language when the app has it, else English. The last one applied is kept on the
// device so the next visit starts in it before the member's record arrives.
const STORED = 'carewith.language';

export function browserLanguage(): string {
  const first = (typeof navigator === 'undefined' ? undefined : navigator.languages?.[0]) ?? SOURCE_LANGUAGE;
  const code = first.split('-')[0].toLowerCase();
  return isAppLanguage(code) ? code : SOURCE_LANGUAGE;
}

// The member's choice when there is one (null: not chosen), else the browser's.
export const memberLanguage = (chosen: string | null | undefined) =>
  isAppLanguage(chosen) ? chosen : browserLanguage();

export function startingLanguage(): string {
  try {
    const stored = localStorage.getItem(STORED);
    if (isAppLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's language.
  }
  return browserLanguage();
}

// Loads the language's catalog (a chunk of its own) and makes it the app's: every text, date and
// number, and the page's <html lang>. `remember: false` for a page read in another's language (a
// shared About me link), which the next visit does not start in.
export async function activateLanguage(code: string, { remember = true } = {}): Promise<void> {
  if (i18n.locale === code) return;
  const messages = await loadAppCatalog(code);
  i18n.loadAndActivate({ locale: code, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = code;
  if (!remember) return;
  try {
    localStorage.setItem(STORED, code);
  } catch {
    // Not kept: the next visit starts from the browser's language.
  }
}
