import type { ReactNode } from 'react';
import { Button } from './Button';

// A form's buttons: the way out (`cancel`), then submit, which reads `busy` while the form is sent
// and cannot be pressed again until it is answered.
export function FormActions({
  cancel,
  pending,
  submit,
  busy,
  disabled = false,
}: {
  cancel: ReactNode;
  pending: boolean;
  submit: string;
  busy: string;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {cancel}
      <Button type="submit" disabled={disabled || pending}>
        {pending ? busy : submit}
      </Button>
    </div>
  );
}
