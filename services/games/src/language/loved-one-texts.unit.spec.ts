import {
  defaultActivityMessage,
  SENIOR_LANGUAGES,
  SMS_OPT_OUT_LINE,
  TEMPLATE_SLUGS,
  TEMPLATES,
} from '@carewith/contracts';
import { defaultMessage, lovedOneText, optOutLine } from './loved-one-texts';

// The catalogs themselves (a file per language, every message in each) are checked with the platform's
// messages (libs/platform/src/i18n/messages.unit.spec.ts); here, the loved one's words.
describe('the loved one’s words in their language', () => {
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
