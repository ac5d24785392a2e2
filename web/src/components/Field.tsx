import { ReactNode, useId } from 'react';

type FieldWords = { label: ReactNode; hint?: string; error?: string };

// The ids a field's control is described by: its hint's and its error's, when there are any.
function notesOf(id: string, hint?: string, error?: string) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function Hint({ id, children }: { id?: string; children?: string }) {
  return children ? (
    <p id={id} className="text-sm text-muted">
      {children}
    </p>
  ) : null;
}

function ErrorNote({ id, children }: { id?: string; children?: string }) {
  return children ? (
    <p id={id} role="alert" className="text-sm font-medium text-red-800">
      {children}
    </p>
  ) : null;
}

// A labelled form control with its error announced to screen readers.
export function Field({
  label,
  hint,
  error,
  children,
}: FieldWords & {
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const { hintId, errorId, describedBy } = notesOf(id, hint, error);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <Hint id={hintId}>{hint}</Hint>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      <ErrorNote id={errorId}>{error}</ErrorNote>
    </div>
  );
}

// The same for a group of controls (a picker's buttons): `children` gets the ids they are described by.
export function FieldGroup({
  label,
  hint,
  error,
  children,
}: FieldWords & { children: (describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  const { hintId, errorId, describedBy } = notesOf(id, hint, error);
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="font-semibold">
        {label}
      </span>
      <Hint id={hintId}>{hint}</Hint>
      {children(describedBy)}
      <ErrorNote id={errorId}>{error}</ErrorNote>
    </div>
  );
}

// A Field of text kept in state: one line (of a `type`, with the browser's `autoComplete` and
// `inputMode` hints), or a textarea of `rows` lines.
export function TextField({
  value,
  onChange,
  maxLength,
  placeholder,
  rows,
  type,
  autoComplete,
  inputMode,
  ...words
}: FieldWords & {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
  rows?: number;
  type?: 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'tel';
}) {
  const props = {
    maxLength,
    placeholder,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <Field {...words}>
      {(p) =>
        rows ? (
          <textarea {...p} {...props} rows={rows} className={`${inputClass} py-2`} />
        ) : (
          <input
            {...p}
            {...props}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            className={inputClass}
          />
        )
      }
    </Field>
  );
}

// A Field choosing one of `options`, kept in state.
export function SelectField({
  value,
  onChange,
  options,
  disabled,
  ...words
}: FieldWords & {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  return (
    <Field {...words}>
      {(p) => (
        <select
          {...p}
          className={inputClass}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

// A form's own failure (not one field's), announced; nothing when there is none.
export function FormAlert({ children }: { children: ReactNode }) {
  return children ? (
    <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
      {children}
    </p>
  ) : null;
}

export const inputClass =
  'w-full rounded-lg border-2 border-slate-400 bg-white px-3 min-h-12 text-base text-ink aria-[invalid=true]:border-red-700 focus:border-brand-700';
