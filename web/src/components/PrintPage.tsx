import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';

// Above a printable page: the way back and Print or Save as PDF, in one row.
export function PrintBar({
  backLink,
  className = 'flex flex-wrap items-center justify-between gap-3',
}: {
  backLink: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      {backLink}
      <Button onClick={() => window.print()}>
        <Icon name="printer" className="h-5 w-5" />
        <Trans>Print or Save as PDF</Trans>
      </Button>
    </div>
  );
}

// A printed report's title: the app's name above it, when it was written below.
export function PrintTitle({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold text-brand-800">Care With</p>
      <h1 id={id} className="text-3xl font-bold sm:text-4xl">
        {title}
      </h1>
      <p className="text-muted">{children}</p>
    </div>
  );
}
