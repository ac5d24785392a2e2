import { draftFieldOf, friendlyStepMessage } from './stepDrafts';

// The create form's errors, each at its field: the step editor's per step and per field.
export type CreateGameErrors = {
  title?: string;
  templateId?: string;
  seniorId?: string;
  accessibility?: string;
  stepList?: string;
  root?: string;
  steps: Record<number, Record<string, string>>;
};

export const NO_ERRORS: CreateGameErrors = { steps: {} };

export const hasErrors = (e: CreateGameErrors) =>
  Boolean(e.title || e.templateId || e.seniorId || e.accessibility || e.stepList || e.root) ||
  Object.values(e.steps).some((s) => Object.keys(s).length > 0);

// Zod issues and the server's {field, message} list use the same paths ("configJSON.steps.0.options").
export function createGameErrors(entries: { field: string; message: string }[]): CreateGameErrors {
  const out: CreateGameErrors = { steps: {} };
  for (const { field, message } of entries) {
    const path = field.split('.');
    if (field === 'title' || field === 'configJSON.title') out.title ??= message;
    else if (field === 'templateId') out.templateId ??= message;
    else if (field === 'seniorId') out.seniorId ??= message;
    else if (field.startsWith('configJSON.accessibility')) out.accessibility ??= message;
    else if (field === 'configJSON.steps') out.stepList ??= message;
    else if (path[0] === 'configJSON' && path[1] === 'steps' && /^\d+$/.test(path[2] ?? '')) {
      const index = Number(path[2]);
      const rest = path.slice(3);
      if (rest.length === 0) {
        out.stepList ??= `Step ${index + 1}: ${message}`;
        continue;
      }
      const key = draftFieldOf(rest[0] ?? '');
      const stepErrors = (out.steps[index] ??= {});
      stepErrors[key] ??= friendlyStepMessage(rest, message);
    } else out.root ??= message;
  }
  return out;
}
