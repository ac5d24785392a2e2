import type { ReactNode } from 'react';
import { Button } from './Button';
import { FormAlert } from './Field';

type Variant = 'primary' | 'secondary' | 'danger';

// A form's submit button: it reads `busy` while the form is sent and cannot be pressed again until
// it is answered (nor while `disabled`); `children` go before the words (an icon).
export function SubmitButton({
  pending,
  submit,
  busy,
  disabled = false,
  variant,
  className,
  children,
}: {
  pending: boolean;
  submit: string;
  busy: string;
  disabled?: boolean;
  variant?: Variant;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Button type="submit" variant={variant} className={className} disabled={disabled || pending}>
      {children}
      {pending ? busy : submit}
    </Button>
  );
}

// A form's buttons: the way out (`cancel`), then submit.
export function FormActions({ cancel, ...submit }: { cancel: ReactNode } & Parameters<typeof SubmitButton>[0]) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {cancel}
      <SubmitButton {...submit} />
    </div>
  );
}

// The end of a form laid out as one column: its own failure, if any, then submit (full width on a
// phone).
export function FormEnd({ alert, ...submit }: { alert: ReactNode } & Parameters<typeof SubmitButton>[0]) {
  return (
    <>
      <FormAlert>{alert}</FormAlert>
      <SubmitButton className="self-stretch sm:self-start" {...submit} />
    </>
  );
}
