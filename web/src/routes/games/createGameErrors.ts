import { t } from '@lingui/core/macro';
import { inAppLanguage } from '../../i18n/contract-messages';
import type { PathError, Placement } from '../../lib/formErrors';
import { draftFieldOf, friendlyStepMessage } from './stepDrafts';

// Where the activity form shows an error. Zod's issues and the server's {field, message} list use
// the same request paths ("configJSON.steps.0.options"); each lands at its field, the step editor's
// per step and per field of the step's editor ("configJSON.steps.0.steps" for a recipe's
// correctOrder). The steps list's own error sits at the list's root, as react-hook-form names it.
export const GAME_ERRORS = {
  title: 'title',
  templateId: 'templateId',
  seniorId: 'seniorId',
  accessibility: 'configJSON.accessibility',
  steps: 'configJSON.steps',
  stepList: 'configJSON.steps.root',
} as const;

export const stepErrorName = (index: number, field: string) => `${GAME_ERRORS.steps}.${index}.${field}`;

export function placeGameError({ field, message }: PathError): Placement {
  const path = field.split('.');
  if (field === 'title' || field === 'configJSON.title') return { name: GAME_ERRORS.title, message };
  if (field === 'templateId') return { name: GAME_ERRORS.templateId, message };
  if (field === 'seniorId') return { name: GAME_ERRORS.seniorId, message };
  if (field.startsWith('configJSON.accessibility')) return { name: GAME_ERRORS.accessibility, message };
  // The resolver names a list's own error beside its steps' errors `root`.
  if (field === GAME_ERRORS.steps || field === GAME_ERRORS.stepList) return { name: GAME_ERRORS.stepList, message };
  if (path[0] === 'configJSON' && path[1] === 'steps' && /^\d+$/.test(path[2] ?? '')) {
    const index = Number(path[2]);
    const rest = path.slice(3);
    if (rest.length === 0)
      return { name: GAME_ERRORS.stepList, message: t`Step ${index + 1}: ${inAppLanguage(message)}` };
    return { name: stepErrorName(index, draftFieldOf(rest[0] ?? '')), message: friendlyStepMessage(rest, message) };
  }
  return { name: 'root', message };
}

// The step editor's messages, per step and per field, from the form's errors at GAME_ERRORS.steps.
export function stepErrorsIn(errors: unknown): Record<number, Record<string, string>> {
  const out: Record<number, Record<string, string>> = {};
  if (!errors || typeof errors !== 'object') return out;
  for (const [index, fields] of Object.entries(errors)) {
    if (!/^\d+$/.test(index) || !fields || typeof fields !== 'object') continue;
    for (const [name, error] of Object.entries(fields)) {
      const message = (error as { message?: unknown } | undefined)?.message;
      if (typeof message === 'string') (out[Number(index)] ??= {})[name] = message;
    }
  }
  return out;
}
