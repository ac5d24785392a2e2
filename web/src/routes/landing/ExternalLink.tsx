import type { AnchorHTMLAttributes, ReactNode } from 'react';

// A link to another site: a new tab, without handing it this window, and said so to screen readers.
export function ExternalLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
