import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/cli';
import babel from '@lingui/cli/api/extractors/babel';
import type { ExtractorType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import * as contracts from '@carewith/contracts';

// The caregiver app's catalogs: one gettext PO file per language in src/locales, English
// the source, written in the code with Lingui's macros (`t`, `<Trans>`, `msg`, `plural`) and gathered by
// `npm run i18n:extract -w web`. Every .po file of the folder is a language. The loved one's page keeps
// its own catalogs (lingui.config.ts).
const LOCALES = fileURLToPath(new URL('./src/locales', import.meta.url));

// The contract's English words the app shows as they come, its validation messages (zod `error`s,
// which the API answers too), its labels (`*_LABELS`), the mastery states' words (`*_WORDS` tables of
// plain strings) and the activity templates' titles, are looked up in the catalog by their English
// text (src/i18n/contract-messages.ts), so they enter the catalog with that text as their id. They are
// read from the contracts themselves, not copied.
const CONTRACT_MESSAGES_FILE = 'src/i18n/contract-messages.ts';

type ZodLike = { _zod?: { def?: Record<string, unknown> } };
function schemaMessages(): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const read = (error: unknown) => {
    if (typeof error !== 'function') return;
    const message = (error as (issue: object) => unknown)({});
    if (typeof message === 'string') found.add(message);
  };
  const walk = (schema: unknown) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const def = (schema as ZodLike)._zod?.def;
    if (!def) return;
    read(def.error);
    for (const check of (def.checks as ZodLike[] | undefined) ?? []) read(check._zod?.def?.error);
    for (const key of ['innerType', 'element', 'in', 'out', 'valueType', 'keyType', 'left', 'right']) walk(def[key]);
    for (const child of Object.values((def.shape as object | undefined) ?? {})) walk(child);
    for (const child of [...((def.options as unknown[]) ?? []), ...((def.items as unknown[]) ?? [])]) walk(child);
  };
  const words = (table: object) => Object.values(table).every((word) => typeof word === 'string');
  for (const [name, value] of Object.entries(contracts)) {
    if (name.endsWith('_LABELS') || (name.endsWith('_WORDS') && words(value)))
      Object.values(value as Record<string, string>).forEach((label) => found.add(label));
    else walk(value);
  }
  for (const template of Object.values(contracts.TEMPLATES)) found.add(template.title);
  return found;
}

const contractMessages: ExtractorType = {
  match: (filename) => filename.replace(/\\/g, '/').endsWith(CONTRACT_MESSAGES_FILE),
  extract(filename, _code, onMessageExtracted) {
    for (const message of [...schemaMessages()].sort())
      onMessageExtracted({ id: message, message, context: undefined, origin: [filename, 1] });
  },
};

export default defineConfig({
  sourceLocale: 'en',
  locales: readdirSync(LOCALES)
    .filter((file) => file.endsWith('.po'))
    .map((file) => file.slice(0, -'.po'.length)),
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['<rootDir>/src/play/**'] },
  ],
  extractors: [contractMessages, babel],
  format: formatter({ lineNumbers: false }),
});
