import { i18n } from '@lingui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { createGameRequestSchema, DEFAULT_ACCESSIBILITY } from '@carewith/contracts';
import { firstPerPlace, flattenErrors } from '../../lib/formErrors';
import { GAME_ERRORS, placeGameError, stepErrorName, stepErrorsIn } from './createGameErrors';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as never;
const request = (steps: unknown[], title = 'Our Family Memories') => ({
  title,
  templateId: 'grandkid-match',
  configJSON: { title, steps, accessibility: { ...DEFAULT_ACCESSIBILITY }, gentle: true },
});

describe('activity form errors: each request path at its field', () => {
  // The English source messages, as the app shows them before a catalog is loaded.
  beforeAll(() => i18n.activate('en'));
  it('given the title, the template, the loved one and the accessibility, then their own fields', () => {
    expect(placeGameError({ field: 'configJSON.title', message: 'Too long' })).toEqual({
      name: 'title',
      message: 'Too long',
    });
    expect(placeGameError({ field: 'templateId', message: 'x' }).name).toBe(GAME_ERRORS.templateId);
    expect(placeGameError({ field: 'seniorId', message: 'x' }).name).toBe(GAME_ERRORS.seniorId);
    expect(placeGameError({ field: 'configJSON.accessibility.fontSize', message: 'x' }).name).toBe(
      GAME_ERRORS.accessibility,
    );
    expect(placeGameError({ field: 'configJSON.unknown', message: 'x' }).name).toBe('root');
  });

  it("given a step's field, then that step's field of the editor, in plain words", () => {
    expect(placeGameError({ field: 'configJSON.steps.2.recipeSteps', message: 'Too small: expected 2' })).toEqual({
      name: stepErrorName(2, 'steps'),
      message: 'Add at least 2 recipe steps',
    });
    expect(placeGameError({ field: 'configJSON.steps.0.image', message: 'The photo is missing' })).toEqual({
      name: 'configJSON.steps.0.photo',
      message: 'The photo is missing',
    });
  });

  it("given the list or a whole step, then the list's alert, naming the step", () => {
    expect(placeGameError({ field: 'configJSON.steps', message: 'At most 20' })).toEqual({
      name: GAME_ERRORS.stepList,
      message: 'At most 20',
    });
    expect(placeGameError({ field: 'configJSON.steps.1', message: 'Invalid input' })).toEqual({
      name: GAME_ERRORS.stepList,
      message: 'Step 2: Invalid input',
    });
  });

  it("given the shared contract's issues through the resolver, then the step editor reads them per step", async () => {
    const steps = [
      { id: 'a', question: 'Who is this?', options: ['Liam', 'Emma'], correctAnswer: 'Emma' },
      { id: 'b', question: 'Who is this?', options: ['Liam', 'Liam'], correctAnswer: 'Liam' },
    ];
    const checked = await zodResolver(createGameRequestSchema)(request(steps) as never, undefined, resolverOptions);
    const placed = firstPerPlace(flattenErrors(checked.errors).map(placeGameError));
    expect(placed).toEqual([{ name: stepErrorName(1, 'options'), message: 'Each answer option must be different' }]);

    const errors: Record<string, unknown> = {};
    const at = (errors.configJSON = { steps: { 1: { options: { type: 'contract', message: placed[0]?.message } } } });
    expect(stepErrorsIn(at.steps)).toEqual({ 1: { options: 'Each answer option must be different' } });
    expect(stepErrorsIn(undefined)).toEqual({});
  });
});
