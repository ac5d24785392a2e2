import { ApiError } from '../api/http';
import { isUnauthorizedError } from '../api/unauthorized';

// One error at a path: zod's issue path or the API's `errors[].field`, both dotted
// ("configJSON.steps.0.options"), so the client's and the server's checks land on the same field.
export type PathError = { field: string; message: string };

// Where a form shows a path's error: a form field's name (dotted for nested ones) or 'root' (the
// form's own alert), with the words to show there.
export type Placement = { name: string; message: string };

// The default placement: a path goes to the first listed field it is, or is inside of
// ("prefsJSON.accessibility.fontSize" -> "prefsJSON"); anything else to 'root'.
export const placeIn =
  (fields: readonly string[]) =>
  ({ field, message }: PathError): Placement => ({
    name: fields.includes(field) ? field : (fields.find((f) => field.startsWith(`${f}.`)) ?? 'root'),
    message,
  });

// The first message per place wins, as the server and zod list the most telling issue first.
export function firstPerPlace(placements: Placement[]): Placement[] {
  const seen = new Set<string>();
  const out: Placement[] = [];
  for (const placed of placements) {
    if (seen.has(placed.name)) continue;
    seen.add(placed.name);
    out.push(placed);
  }
  return out;
}

// What a refused request answers for a form, by HTTP status: the words for the form's alert, or null
// when the refusal was dealt with otherwise (nothing more to show). Undefined: not a refusal this form
// words itself, so the general failure shows.
export type Refusals = Partial<Record<number, string | ((error: ApiError) => string | null | undefined)>>;

export type FailureOutcome =
  // A lost session: the app-wide handler shows the Unauthorized toast and goes to sign-in.
  | { kind: 'signed-out' }
  // The API named the fields (a 400, or a listed status, with `errors: [{field, message}]`).
  | { kind: 'fields'; errors: PathError[] }
  // A refusal in the form's own words, shown in its alert (or `at` the field the form names).
  | { kind: 'refused'; message: string }
  // A refusal the form already dealt with.
  | { kind: 'handled' }
  // Anything else: the form's failure message (a toast, unless the form shows it in its alert).
  | { kind: 'failed' };

// The one error ladder every form climbs after its request fails.
export function failureOutcome(
  error: unknown,
  { fieldStatuses = [400], refusals = {} }: { fieldStatuses?: readonly number[]; refusals?: Refusals },
): FailureOutcome {
  if (isUnauthorizedError(error)) return { kind: 'signed-out' };
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (fieldStatuses.includes(error.status) && error.fieldErrors.length > 0)
    return { kind: 'fields', errors: error.fieldErrors };
  const refusal = refusals[error.status];
  const message = typeof refusal === 'function' ? refusal(error) : refusal;
  if (message === null) return { kind: 'handled' };
  if (message !== undefined) return { kind: 'refused', message };
  return { kind: 'failed' };
}

// react-hook-form keeps errors nested by path ({steps: [{name: {message}}]}); the leaves as dotted paths.
export function flattenErrors(errors: object, prefix = ''): PathError[] {
  const out: PathError[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && typeof (value as { type?: unknown }).type === 'string')
      out.push({ field: path, message });
    else out.push(...flattenErrors(value, path));
  }
  return out;
}
