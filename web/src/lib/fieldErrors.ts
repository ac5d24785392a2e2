// Per-field messages from zod issues or the server's {field, message} list: the first message per
// field wins; anything not in `fields` goes to `root`.
export function collectErrors<F extends string>(
  entries: { field: string; message: string }[],
  fields: readonly F[],
  otherKey: F,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const { field, message } of entries) {
    const key = (fields as readonly string[]).includes(field)
      ? (field as F)
      : (fields.find((f) => field.startsWith(`${f}.`)) ?? otherKey);
    out[key] ??= message;
  }
  return out;
}

export const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
