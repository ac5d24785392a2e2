import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button';
import { SkipLink } from '../../components/SkipLink';
import { ExternalLink } from './ExternalLink';
import { COMMUNITY_URL, RISE_URL } from './externalLinks';

const navLink =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50 hover:underline';

// The public sites' header: brand, How It Works, Resources, the two sister sites, and an action.
export function SiteHeader({
  howItWorksHref = '/#how-it-works',
  action,
}: {
  howItWorksHref?: string;
  action?: ReactNode;
}) {
  return (
    <header className="border-b border-warm-100 bg-white">
      <SkipLink />
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
      >
        <Link to="/" className="flex min-h-11 items-center gap-2 text-xl font-bold text-brand-800">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-base text-white"
          >
            ♥
          </span>
          Care With
        </Link>
        <ul className="flex flex-wrap items-center gap-x-1 gap-y-1">
          <li>
            <a href={howItWorksHref} className={navLink}>
              How It Works
            </a>
          </li>
          <li>
            <Link to="/resources" className={navLink}>
              Resources
            </Link>
          </li>
          <li>
            <ExternalLink href={COMMUNITY_URL} className={navLink}>
              Community
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={RISE_URL} className={navLink}>
              R.I.S.E.
            </ExternalLink>
          </li>
          {action && <li className="ml-1">{action}</li>}
        </ul>
      </nav>
    </header>
  );
}

export const signInLink = (
  <a href="/api/login" className={buttonClass('secondary', 'min-h-11')}>
    Sign In
  </a>
);
