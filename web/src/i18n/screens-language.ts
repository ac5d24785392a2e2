import { i18n } from '@lingui/core';
import { isLanguage, type Language } from '@carewith/contracts';

// The language the screens speak now, as a report request names it (the server writes the report in
// it); none while no known language is active. Apart from language.ts, which the app's entry loads:
// the contracts' check would bring their schemas into the first load.
export const screensLanguage = (): Language | undefined => (isLanguage(i18n.locale) ? i18n.locale : undefined);
