import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { buttonClass } from './Button';
import { LoadFailed } from './LoadState';

// A page's title and the line under it saying what the page is for.
export function PageHeader({
  title,
  intro,
  introClassName = 'text-lg text-muted',
}: {
  title: string;
  intro: ReactNode;
  introClassName?: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className={introClassName}>{intro}</p>
    </div>
  );
}

// What a Family Helper sees on a page for Co-Caregivers: why it is not for them, and the way back.
export function CoCaregiversOnly({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm">
      <p className="text-lg font-medium">{children}</p>
      <Link to="/" className={buttonClass('secondary')}>
        <Trans>Back to Dashboard</Trans>
      </Link>
    </div>
  );
}

// The body of a page only Co-Caregivers use: the alert when the user's care teams could not be read,
// the note when they manage none of them, else the page.
export function ForCoCaregivers({
  teamsFailed,
  managesATeam,
  refusal,
  children,
}: {
  teamsFailed: boolean;
  managesATeam: boolean;
  refusal: string;
  children: ReactNode;
}) {
  if (teamsFailed)
    return (
      <LoadFailed>
        <Trans>We couldn't load your care team. Please refresh the page to try again.</Trans>
      </LoadFailed>
    );
  if (!managesATeam) return <CoCaregiversOnly>{refusal}</CoCaregiversOnly>;
  return children;
}
