import type { Messages } from '@lingui/core';

// The loved one's catalogs, libs/contracts/src/locales/<code>.json, each compiled at build
// time by Lingui's Vite plugin into a chunk of its own and loaded only when needed. A new catalog file
// is picked up by this glob with no change here. Shared by the play page and the caregiver app's preview.
const catalogs = import.meta.glob<{ messages: Messages }>('../../../libs/contracts/src/locales/*.json', {
  query: '?lingui',
});
const loaders = new Map(Object.entries(catalogs).map(([path, load]) => [path.replace(/^.*\/|\.json$/g, ''), load]));

export const hasCatalog = (code: unknown): code is string => typeof code === 'string' && loaders.has(code);

export async function loadCatalog(code: string): Promise<Messages> {
  const load = loaders.get(code);
  if (!load) throw new Error(`no catalog for ${code}`);
  return (await load()).messages;
}
