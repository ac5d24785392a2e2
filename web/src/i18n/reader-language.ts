import { useEffect } from 'react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { activateLanguage } from './language';

// A page read in the language someone else chose for it (a shared About me link, in the language the
// family picked for the care home), not the visitor's: while such a page is shown, the app speaks its
// language; once none is, the language it spoke before comes back. Neither is remembered on the device.
// The app renders again when the language changes (App.tsx), unmounting and mounting the page: the
// way back waits a moment to see whether a reader's page is still there.
let readersShown = 0;
let before: string | null = null;

export function useReaderLanguage(language: string | undefined) {
  const { i18n: active } = useLingui();
  const locale = active.locale;
  useEffect(() => {
    readersShown += 1;
    return () => {
      readersShown -= 1;
      setTimeout(() => {
        if (readersShown > 0 || before === null) return;
        const back = before;
        before = null;
        void activateLanguage(back, { remember: false }).catch(() => undefined);
      }, 0);
    };
  }, []);
  useEffect(() => {
    if (!language || locale === language) return;
    before ??= i18n.locale;
    void activateLanguage(language, { remember: false }).catch(() => undefined);
  }, [language, locale]);
}
