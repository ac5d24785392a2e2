import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { CATALOGS, LANGUAGES, type MessageKey } from '@carewith/contracts';
import { messagesIn } from './messages';

const LOCALES = join(__dirname, '../../../contracts/src/locales');
const english = CATALOGS.en;
const keys = Object.keys(english) as MessageKey[];

// The placeholders a message uses ({name}, {count, plural, ...}), wherever they sit in it.
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === 'object')
        for (const [k, v] of Object.entries(choices))
          if (k !== 'offset' && Array.isArray(v)) walk(v as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

// The loved one's texts and the members' e-mails (keys `email.`) share the files.
describe('the catalogs: a language is one file of messages', () => {
  it('has a catalog file for each language of the list, and no other', () => {
    const files = readdirSync(LOCALES)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...LANGUAGES].sort());
    expect(Object.keys(CATALOGS).sort()).toEqual([...LANGUAGES].sort());
  });

  it('carries the e-mails’ messages beside the play page’s', () => {
    expect(keys.filter((k) => k.startsWith('email.')).length).toBeGreaterThan(20);
    expect(keys.filter((k) => k.startsWith('play.')).length).toBeGreaterThan(20);
  });

  it.each(LANGUAGES)('%s: has every message of the English catalog, and nothing else', (language) => {
    expect(Object.keys(CATALOGS[language]).sort()).toEqual([...keys].sort());
    for (const key of keys) expect([key, CATALOGS[language][key].trim().length > 0]).toEqual([key, true]);
  });

  it.each(LANGUAGES)('%s: every message is valid ICU MessageFormat with the English placeholders', (language) => {
    for (const key of keys)
      expect([key, placeholders(CATALOGS[language][key])]).toEqual([key, placeholders(english[key])]);
  });

  it('reads English for no language, or one this build does not know', () => {
    expect(messagesIn('xx')('play.hearAgain')).toBe('Hear Again');
    expect(messagesIn(null)('play.hearAgain')).toBe('Hear Again');
    expect(messagesIn('es')('play.hearAgain')).toBe('Escuchar otra vez');
  });
});
