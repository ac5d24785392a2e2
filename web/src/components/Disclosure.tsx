import { useId, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { buttonClass } from './Button';
import { Icon } from './Icon';

// A screen wide enough to show at once what a phone shows on asking.
export const WIDE_SCREEN = '(min-width: 1024px)';

export type Disclosure = { open: boolean; toggle: () => void; panelId: string };

// What a screen shows only when asked (the profile's tabs short enough for a phone), as
// the WAI-ARIA disclosure pattern has it: a button saying whether its part is open (aria-expanded)
// and naming it (aria-controls). Focus stays on the button; the part comes next in reading order.
// `openFrom`: a media query (a wide screen) under which the part starts open.
export function useDisclosure(openFrom?: string): Disclosure {
  const [open, setOpen] = useState(() => (openFrom ? window.matchMedia(openFrom).matches : false));
  const id = useId();
  return { open, toggle: () => setOpen((o) => !o), panelId: `${id}-panel` };
}

export function DisclosureButton({
  disclosure,
  variant = 'secondary',
  className = '',
  padding,
  children,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> & {
  disclosure: Disclosure;
  variant?: 'secondary' | 'ghost';
  padding?: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={disclosure.open}
      aria-controls={disclosure.panelId}
      onClick={disclosure.toggle}
      className={buttonClass(variant, className, padding)}
      {...props}
    >
      {children}
      <Icon
        name="chevron-down"
        className={`h-5 w-5 shrink-0 transition-transform ${disclosure.open ? 'rotate-180' : ''}`}
        aria-hidden="true"
      />
    </button>
  );
}

// The part: kept while closed (a half-filled form keeps what was typed), hidden from everyone. Its
// layout class applies only while open, so that it cannot override `hidden`.
export function DisclosurePanel({
  disclosure,
  className,
  children,
}: {
  disclosure: Disclosure;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div id={disclosure.panelId} hidden={!disclosure.open} className={disclosure.open ? className : undefined}>
      {children}
    </div>
  );
}
