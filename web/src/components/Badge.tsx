import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'warning' | 'success' | 'brand';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  info: 'bg-sky-100 text-sky-900',
  warning: 'bg-amber-100 text-amber-900',
  success: 'bg-green-100 text-green-900',
  brand: 'bg-brand-50 text-brand-800',
};

// A small rounded label (status, "No Phone"); its colours meet AA contrast. `wrap`: a longer one
// ("Active until 26 December 2026") may take two lines on a phone rather than widen the page.
export function Badge({
  tone = 'neutral',
  wrap = false,
  children,
}: {
  tone?: BadgeTone;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold ${
        wrap ? 'min-w-0' : 'shrink-0 whitespace-nowrap'
      } ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
