import { TEMPLATE_SLUGS } from './enums';
import { CATALOGS } from './locales';
import { createSeniorRequestSchema, updateSeniorRequestSchema } from './requests';
import { LANGUAGE_MESSAGE, languageLabel, SENIOR_LANGUAGES } from './language';
import { SAMPLE_STEPS, sampleStepsIn, stepsFor } from './sample-steps';
import { STEP_SCHEMAS } from './steps';

describe('the loved one’s language', () => {
  it('names each language in English, with its own name after it', () => {
    expect(SENIOR_LANGUAGES.map(languageLabel)).toEqual(['English', 'Spanish (Español)']);
    expect(LANGUAGE_MESSAGE).toBe('Language must be one of: English, Spanish (Español)');
  });

  it('is optional when adding or editing a loved one, and refused with the choices when unknown', () => {
    const base = { firstName: 'Rosa', lastName: 'Díaz' };
    expect(createSeniorRequestSchema.parse(base).language).toBeUndefined();
    expect(createSeniorRequestSchema.parse({ ...base, language: 'es' }).language).toBe('es');
    const refused = createSeniorRequestSchema.safeParse({ ...base, language: 'fr' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['language', LANGUAGE_MESSAGE]]);
    expect(updateSeniorRequestSchema.parse({ language: 'es' })).toEqual({ language: 'es' });
    expect(updateSeniorRequestSchema.safeParse({ language: 'ES' }).success).toBe(false);
  });
});

describe('the built-in sample steps in the loved one’s language', () => {
  it.each(SENIOR_LANGUAGES)(
    '%s: five valid steps per template, the same ids and right answers as English',
    (language) => {
      const samples = sampleStepsIn(language);
      for (const slug of TEMPLATE_SLUGS) {
        expect(samples[slug]).toHaveLength(5);
        for (const step of samples[slug]) expect(STEP_SCHEMAS[slug].safeParse(step).success).toBe(true);
        expect(samples[slug].map((s) => s.id)).toEqual(SAMPLE_STEPS[slug].map((s) => s.id));
      }
      // The right name is the one at the same place among the options in every language.
      samples['grandkid-match'].forEach((q, i) => {
        const en = SAMPLE_STEPS['grandkid-match'][i]!;
        expect(q.options.indexOf(q.correctAnswer)).toBe(en.options.indexOf(en.correctAnswer));
      });
    },
  );

  it('gives a Spanish loved one Spanish samples, and an activity without a language English ones', () => {
    expect(stepsFor('places-flashcards', undefined, 'es')[0]).toMatchObject({ name: 'La casa de la familia' });
    expect(stepsFor('shopping-bingo', [], 'es')[0]).toMatchObject({ targetItems: ['Pan', 'Leche'] });
    expect(stepsFor('places-flashcards', undefined)[0]).toMatchObject({ name: 'The family home' });
  });

  it('reads sample words straight from the catalogs, so they must hold no ICU syntax', () => {
    for (const language of SENIOR_LANGUAGES)
      for (const [key, text] of Object.entries(CATALOGS[language]))
        if (key.startsWith('sample.')) expect([key, /[{}']/.test(text)]).toEqual([key, false]);
  });
});
