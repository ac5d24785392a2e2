import type { Messages } from '@lingui/core';

// The caregiver app's catalogs, src/locales/<code>.po, each compiled at build time by
// Lingui's Vite plugin into a chunk of its own and loaded when the member's language needs it. A new
// .po file is a new language here with no change in this file.
const loaders = new Map(
  Object.entries(import.meta.glob<{ messages: Messages }>('../locales/*.po')).map(([file, load]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.po'.length),
    load,
  ]),
);

export const APP_LANGUAGES: readonly string[] = [...loaders.keys()];
export { SOURCE_LANGUAGE } from './source-language';

export const isAppLanguage = (code: unknown): code is string => typeof code === 'string' && loaders.has(code);

export async function loadAppCatalog(code: string): Promise<Messages> {
  const load = loaders.get(code);
  if (!load) throw new Error(`no catalog for ${code}`);
  return (await load()).messages;
}
