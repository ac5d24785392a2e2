import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { buttonClass } from './Button';

// Something the address names that does not exist, or is not in the user's care teams (the page sets
// the tab title): what it was, in words, and the way back to the dashboard.
export function NotFoundCard({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-warm-100 bg-white p-8 text-center shadow-sm">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-lg text-muted">{text}</p>
      <Link to="/" className={buttonClass()}>
        <Trans>Back to Dashboard</Trans>
      </Link>
    </div>
  );
}
