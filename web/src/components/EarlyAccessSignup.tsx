import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import {
  BIGGEST_CHALLENGE_LABELS,
  BIGGEST_CHALLENGES_FORM,
  EARLY_ACCESS_GENERIC_ERROR,
  earlyAccessFormSchema,
  type EarlyAccessForm,
} from '@carewith/contracts';
import { useEarlyAccessSignup } from '../api/early-access';
import { ApiError } from '../api/http';
import { useApiForm } from '../hooks/useApiForm';
import { bindFields } from '../lib/bindFields';
import { Button } from './Button';
import { FormAlert, SelectField, TextField } from './Field';
import { FormActions } from './FormActions';

const FIELDS = ['name', 'email', 'biggestChallenge', 'message', 'openToInterview'] as const;
const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

const EMPTY: EarlyAccessForm = {
  name: '',
  email: '',
  biggestChallenge: 'DAILY_ROUTINES',
  message: '',
  openToInterview: false,
};

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // The id the trigger's aria-controls names, and the trigger that gets the focus back on closing.
  contentId: string;
  trigger: RefObject<HTMLButtonElement | null>;
};

// The early-access dialog: its own chunk, loaded when a trigger is pointed at, focused or first
// pressed (EarlyAccessDialog), and mounted afresh each time it opens.
export function EarlyAccessSignupDialog({ open, onOpenChange, ...content }: DialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <EarlyAccessSignup {...content} />
    </Dialog.Root>
  );
}

// The early-access signup inside the dialog: form, then "You're on the list". Every refusal but a
// duplicate address is worded as the generic one (decision 3); a request that never reached the server
// says so.
function EarlyAccessSignup({ contentId, trigger }: Omit<DialogProps, 'open' | 'onOpenChange'>) {
  const signup = useEarlyAccessSignup();
  const form = useApiForm({
    schema: earlyAccessFormSchema,
    defaultValues: EMPTY,
    fields: FIELDS,
    mutation: signup,
    // The form's values as they are; the server trims and checks them again.
    variables: (_request, values: EarlyAccessForm) => values,
    onSuccess: () => undefined,
    // A duplicate: 409 with the address named.
    fieldStatuses: [409],
    failure: (error) => (error instanceof ApiError ? EARLY_ACCESS_GENERIC_ERROR : NETWORK_ERROR),
    failureAt: 'root',
  });
  const values = form.watch();
  const set = <K extends keyof EarlyAccessForm>(key: K, value: EarlyAccessForm[K]) =>
    form.setValue(key, value as never);
  const errors = form.errorsOf(FIELDS);
  const field = bindFields(values, set, errors);

  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 bg-black/50" />
      <Dialog.Content
        id={contentId}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
        className="fixed left-1/2 top-1/2 max-h-[92vh] w-[min(92vw,34rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8"
      >
        {signup.isSuccess ? (
          <div className="flex flex-col items-center gap-4 py-6 text-center">
            <div
              aria-hidden
              className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-3xl text-brand-800"
            >
              ✓
            </div>
            <Dialog.Title className="text-2xl font-bold">You're on the list</Dialog.Title>
            <Dialog.Description className="text-muted">
              Thank you for joining us. We will write to you as soon as your family's early access is ready.
            </Dialog.Description>
            <Dialog.Close asChild>
              <Button>Back to site</Button>
            </Dialog.Close>
          </div>
        ) : (
          <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
            <Dialog.Title className="text-2xl font-bold">Join the early access list</Dialog.Title>
            <Dialog.Description className="text-muted">
              Be among the first families to try personal memory activities for your loved one.
            </Dialog.Description>
            <TextField label="Your name" autoComplete="name" {...field.text('name')} />
            <TextField label="Email" type="email" autoComplete="email" {...field.text('email')} />
            <SelectField
              label="Your biggest challenge right now"
              error={errors.biggestChallenge}
              value={values.biggestChallenge}
              onChange={(v) => set('biggestChallenge', v as EarlyAccessForm['biggestChallenge'])}
              options={BIGGEST_CHALLENGES_FORM.map((c) => ({ value: c, label: BIGGEST_CHALLENGE_LABELS[c] }))}
            />
            <TextField
              label="Anything you'd like to tell us? (optional)"
              error={errors.message}
              rows={3}
              value={values.message ?? ''}
              onChange={(v) => set('message', v)}
            />
            <label className="flex min-h-12 items-center gap-3">
              <input
                type="checkbox"
                className="h-6 w-6 accent-brand-700"
                checked={Boolean(values.openToInterview)}
                onChange={(e) => set('openToInterview', e.target.checked)}
              />
              I'm open to a short interview about my experience
            </label>
            <FormAlert>{errors.root}</FormAlert>
            <FormActions
              cancel={
                <Dialog.Close asChild>
                  <Button variant="ghost">Cancel</Button>
                </Dialog.Close>
              }
              pending={form.pending}
              submit="Join early access"
              busy="Joining..."
            />
          </form>
        )}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
