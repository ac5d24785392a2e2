import { Trans } from '@lingui/react/macro';
import { FormEvent, ReactNode, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './Button';
import { Field, FormAlert, inputClass } from './Field';
import { SubmitButton } from './FormActions';

// A modal for what cannot be undone: the action stays disabled until the person types the expected
// word. Focus moves into the field on opening, Escape or Cancel closes it, and focus returns to the
// trigger. Closing clears what was typed and the last error.
export function TypeToConfirmDialog({
  trigger,
  title,
  description,
  fieldLabel,
  fieldType = 'text',
  matches,
  actionLabel,
  pendingLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  fieldLabel: string;
  fieldType?: 'text' | 'email';
  matches: (typed: string) => boolean;
  actionLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const confirmed = matches(typed);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTyped('');
      onClose();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !pending) onConfirm();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-modal="true"
          className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[min(92vw,34rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8"
        >
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
            <Dialog.Title className="break-words text-2xl font-bold">{title}</Dialog.Title>
            <Dialog.Description className="text-ink">{description}</Dialog.Description>
            <Field label={fieldLabel}>
              {(p) => (
                <input
                  {...p}
                  type={fieldType}
                  className={inputClass}
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                />
              )}
            </Field>
            <FormAlert>{error}</FormAlert>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" className="py-2">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.Close>
              <SubmitButton
                variant="danger"
                className="py-2"
                pending={pending}
                disabled={!confirmed}
                submit={actionLabel}
                busy={pendingLabel}
              />
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// What the person typed matches the expected word, ignoring case and surrounding spaces.
export const sameWord = (expected: string) => (typed: string) =>
  typed.trim().toLowerCase() === expected.trim().toLowerCase();
