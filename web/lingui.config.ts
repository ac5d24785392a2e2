import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-json';

// The loved one's catalogs: one JSON file per language of key -> ICU message, English the
// source, every file of the folder a language. Read by Lingui's Vite plugin, which compiles a catalog
// when the play page imports it.
const LOCALES = fileURLToPath(new URL('../libs/contracts/src/locales', import.meta.url));

export default defineConfig({
  sourceLocale: 'en',
  locales: readdirSync(LOCALES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length)),
  catalogs: [{ path: '<rootDir>/../libs/contracts/src/locales/{locale}', include: ['<rootDir>/src/play'] }],
  format: formatter({ style: 'minimal' }),
});
