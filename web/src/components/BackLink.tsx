import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { Icon } from './Icon';

// "Back to Dashboard" and the like: a quiet link with a left arrow.
export function BackLink({ to = '/', children }: { to?: string; children?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 -ml-2 font-semibold text-brand-800 hover:bg-brand-50 print:hidden"
    >
      <Icon name="arrow-left" className="h-5 w-5" />
      {children ?? <Trans>Back to Dashboard</Trans>}
    </Link>
  );
}
