import { lazy, ReactNode, Suspense, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

// The form and its validation (zod, through the contracts) are not part of the landing page's first
// load: they arrive when the visitor points at or focuses a trigger, at the latest on opening.
const loadForm = () => import('./EarlyAccessSignup');
const EarlyAccessSignupLazy = lazy(async () => ({ default: (await loadForm()).EarlyAccessSignup }));
const prefetch = () => void loadForm().catch(() => undefined);

// The landing page's early-access signup: a trigger that opens the dialog. Closing and opening again
// starts with an empty form.
export function EarlyAccessDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setOpened((n) => n + 1);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild onPointerEnter={prefetch} onFocus={prefetch}>
        {trigger}
      </Dialog.Trigger>
      {opened > 0 && (
        <Suspense fallback={null}>
          <EarlyAccessSignupLazy key={opened} />
        </Suspense>
      )}
    </Dialog.Root>
  );
}
