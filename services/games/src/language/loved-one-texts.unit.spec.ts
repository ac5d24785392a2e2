import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import {
  CATALOGS,
  defaultActivityMessage,
  SENIOR_LANGUAGES,
  SMS_OPT_OUT_LINE,
  TEMPLATE_SLUGS,
  TEMPLATES,
  type MessageKey,
} from '@carewith/contracts';
import { defaultMessage, lovedOneText, optOutLine } from './loved-one-texts';

const LOCALES = join(__dirname, '../../../../libs/contracts/src/locales');
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

describe('the loved one’s catalogs: a language is one file of messages', () => {
  it('has a catalog file for each language of the list, and no other', () => {
    const files = readdirSync(LOCALES)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...SENIOR_LANGUAGES].sort());
    expect(Object.keys(CATALOGS).sort()).toEqual([...SENIOR_LANGUAGES].sort());
  });

  it.each(SENIOR_LANGUAGES)('%s: has every message of the English catalog, and nothing else', (language) => {
    expect(Object.keys(CATALOGS[language]).sort()).toEqual([...keys].sort());
    for (const key of keys) expect([key, CATALOGS[language][key].trim().length > 0]).toEqual([key, true]);
  });

  it.each(SENIOR_LANGUAGES)(
    '%s: every message is valid ICU MessageFormat with the English placeholders',
    (language) => {
      for (const key of keys)
        expect([key, placeholders(CATALOGS[language][key])]).toEqual([key, placeholders(english[key])]);
    },
  );

  it('fills placeholders and chooses plural forms by the language’s rules', () => {
    expect(lovedOneText('es')('play.question', { n: 2, total: 5 })).toBe('Pregunta 2 de 5');
    expect(lovedOneText('en')('play.question', { n: 2, total: 5 })).toBe('Question 2 of 5');
    expect(lovedOneText('es')('cue.stillToFind', { count: 1, items: 'Pan' })).toBe('Todavía falta: Pan.');
    expect(lovedOneText('es')('cue.stillToFind', { count: 2, items: 'Pan, Leche' })).toBe(
      'Todavía faltan: Pan, Leche.',
    );
    expect(lovedOneText('en')('cue.stillToFind', { count: 2, items: 'Bread, Milk' })).toBe(
      'Still to find: Bread, Milk.',
    );
  });

  it('keeps the spec’s English words for the texts and the template titles', () => {
    const en = lovedOneText('en');
    expect(optOutLine('en')).toBe(SMS_OPT_OUT_LINE);
    expect(defaultMessage('en', 'Mabel')).toBe(defaultActivityMessage('Mabel'));
    expect(defaultMessage('en')).toBe(defaultActivityMessage());
    for (const slug of TEMPLATE_SLUGS) expect(en(`template.${slug}`)).toBe(TEMPLATES[slug].title);
  });

  it('says STOP in every language, the word Twilio and our webhook honour', () => {
    for (const language of SENIOR_LANGUAGES) expect(optOutLine(language)).toMatch(/\bSTOP\b/);
    expect(optOutLine('es')).toBe('Responda STOP para no recibir más mensajes.');
    expect(defaultMessage('es', 'Rosa')).toMatch(/^¡Hola, Rosa! /);
  });

  it('reads English for a language this build does not know', () => {
    expect(lovedOneText('xx')('play.hearAgain')).toBe('Hear Again');
    expect(lovedOneText(undefined)('play.hearAgain')).toBe('Hear Again');
  });
});
