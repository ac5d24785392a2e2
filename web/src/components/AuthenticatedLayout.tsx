import { Link, NavLink, Outlet } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '../api/useAuth';
import { useCareTeams } from '../api/useCareTeams';
import { useMyHomes } from '../api/useMyHomes';
import { Icon } from './Icon';
import { SkipLink } from './SkipLink';

const LINKS = [
  { to: '/seniors/new', label: msg`Add Loved One` },
  { to: '/games/new', label: msg`Create Activity` },
  { to: '/invite', label: msg`Invite Family` },
];

const linkBase =
  'inline-flex min-h-11 items-center rounded-lg font-semibold text-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-100';
const linkClass = `${linkBase} px-3`;
// On a phone the links share one row, each centred in its share of it.
// Four (the family's three and a care home's): each at least as wide as its longest word, a little
// smaller on a phone, so a long one ("Residencia") never runs out of its column.
const COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-[repeat(4,minmax(min-content,1fr))]',
};
const mainLinkClass = `${linkBase} h-full justify-center px-1 text-center leading-tight md:justify-start md:px-3`;

// Signed-in screens: the nav of spec section 2 above the page. On a phone: the name (the account
// link) and Logout beside the name of the app, the three links as one row of three below.
export function AuthenticatedLayout() {
  const { t } = useLingui();
  const { user } = useAuth();
  const teams = useCareTeams();
  // Family Helpers in every team only follow along: the create and invite links are for Co-Caregivers.
  const canManage = Boolean(teams.data?.some((t) => t.role === 'OWNER'));
  const displayName = user?.firstName || user?.email || t`User`;
  // Staff of a care home: "Care home", to its Residents (or to the list of their homes, for more than one).
  const homes = useMyHomes().data ?? [];
  const homeLink =
    homes.length > 0 ? { to: homes.length === 1 ? `/homes/${homes[0]!.id}` : '/homes', label: t`Care home` } : null;
  const links = [
    ...(canManage ? LINKS.map((link) => ({ to: link.to, label: t(link.label) })) : []),
    ...(homeLink ? [homeLink] : []),
  ];

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-warm-100 bg-white print:hidden">
        <nav
          aria-label={t`Main`}
          className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2"
        >
          <Link to="/" className="flex min-h-11 items-center text-xl font-bold text-brand-800">
            Care With
          </Link>
          {links.length > 0 && (
            <ul
              className={`order-last grid w-full ${COLUMNS[links.length] ?? 'grid-cols-4'} gap-1 md:order-none md:flex md:w-auto md:flex-1 md:flex-wrap`}
            >
              {links.map((link) => (
                <li key={link.to}>
                  {/* A home's link stays current on every page of the home. */}
                  <NavLink
                    to={link.to}
                    end={link !== homeLink}
                    className={`${mainLinkClass} ${links.length > 3 ? 'max-md:text-[15px]' : ''}`}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
          <div className="flex min-w-0 items-center gap-1">
            {/* The name is the way to the account page: one item instead of two keeps a phone's header
                to two rows. */}
            <NavLink to="/account" end className={`${linkClass} min-w-0 gap-2 font-medium text-ink`}>
              <Icon name="user" className="h-5 w-5 shrink-0 text-muted" />
              <span title={displayName} className="max-w-[8rem] truncate sm:max-w-[16rem]">
                {displayName}
              </span>
              <span className="sr-only">
                <Trans>Your account</Trans>
              </span>
            </NavLink>
            <a href="/api/logout" className={linkClass}>
              <Trans>Logout</Trans>
            </a>
          </div>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:py-12 print:max-w-none print:p-0">
        <Outlet />
      </main>
    </div>
  );
}
