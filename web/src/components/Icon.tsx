import type { SVGProps } from 'react';

const PATHS = {
  resend: 'M21 12a9 9 0 1 1-2.64-6.36M21 4v5h-5',
  cancel: 'M18 6 6 18M6 6l12 12',
  user: 'M20 21a8 8 0 0 0-16 0M12 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  check: 'M20 6 9 17l-5-5',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
} as const;

export type IconName = keyof typeof PATHS;

// Decorative line icons; the control that holds one carries the accessible name.
export function Icon({ name, className = 'h-5 w-5', ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
