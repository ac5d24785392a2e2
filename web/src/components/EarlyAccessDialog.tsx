import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { takeEarlyPress } from '../early-presses';
import { Button } from './Button';

// The dialog (Radix, with its focus trap and scroll lock), the form and its validation (zod, through the
// contracts) are not part of the landing page's first load: they arrive when the visitor points at or
// focuses a trigger, at the latest on opening.
const loadDialog = () => import('./EarlyAccessSignup');
const EarlyAccessSignupDialog = lazy(async () => ({ default: (await loadDialog()).EarlyAccessSignupDialog }));
const prefetch = () => void loadDialog().catch(() => undefined);

// The landing page's early-access signup: a button that opens the dialog, with the attributes of a
// dialog trigger. Closing and opening again starts with an empty form; closing gives the focus back.
export function EarlyAccessDialog({ variant, children }: { variant?: 'secondary'; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const contentId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const openDialog = useCallback(() => {
    setOpen(true);
    setOpened((n) => n + 1);
  }, []);
  // Pressed on the pre-rendered page before this button was hydrated: opens now.
  useEffect(() => {
    if (takeEarlyPress(trigger.current)) openDialog();
  }, [openDialog]);
  return (
    <>
      <Button
        ref={trigger}
        variant={variant}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={openDialog}
      >
        {children}
      </Button>
      {opened > 0 && (
        <Suspense fallback={null}>
          <EarlyAccessSignupDialog
            key={opened}
            open={open}
            onOpenChange={setOpen}
            contentId={contentId}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
