import type { ReactNode } from 'react';
import * as Toast from '@radix-ui/react-toast';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@carewith/contracts';
import { useLingui } from '@lingui/react/macro';
import { inAppLanguage } from '../i18n/contract-messages';
import { useToast } from '../hooks/useToast';

const VARIANT_CLASS = {
  default: 'border-warm-100 bg-white text-ink',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const;

// The app's toasts (spec section 9): swipe right to dismiss, F8 focuses the viewport. Loaded after the
// app's first render (Toaster).
export function Toasts() {
  const { toasts } = useToast();
  const { t } = useLingui();
  // A toast's words given as English text (an API message) show in the app's language.
  const words = (text: ReactNode) => (typeof text === 'string' ? inAppLanguage(text) : text);
  return (
    // Radix's own words (the announcement's "Notification", the region's "Notifications (F8)") are
    // English unless given: a member reads them in their language.
    <Toast.Provider
      label={t`Notification`}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, open, onOpenChange }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={onOpenChange}
          duration={duration}
          className={`group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border-2 p-4 pr-3 shadow-lg transition-transform data-[state=closed]:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none ${VARIANT_CLASS[variant]}`}
        >
          <div className="flex flex-col gap-1">
            {title && <Toast.Title className="font-bold">{words(title)}</Toast.Title>}
            {description && <Toast.Description className="text-[0.95rem]">{words(description)}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label={t`Close`}
            className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-xl leading-none ${
              variant === 'destructive' ? 'hover:bg-red-800' : 'text-muted hover:bg-warm-100'
            }`}
          >
            <span aria-hidden>×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        label={t`Notifications (${TOAST_HOTKEY})`}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:right-0 sm:bottom-0 sm:top-auto sm:flex-col md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
