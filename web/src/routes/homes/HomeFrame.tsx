import type { ReactNode } from 'react';
import { NavLink, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HomeView } from '@carewith/contracts';
import { ApiError } from '../../api/http';
import { useHome } from '../../api/useHomes';
import { BackLink } from '../../components/BackLink';
import { PageLoadFailed } from '../../components/LoadState';
import { NotFoundCard } from '../../components/NotFoundCard';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { roleLabel } from './home-words';

export const homePath = (homeId: string, path = '') => `/homes/${homeId}${path}`;

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-xl px-3 py-1.5 text-center font-semibold leading-tight text-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

// The home's own pages, as links (Group sessions and Evidence are pages of their own): Residents,
// Staff, a new group session and the month's evidence.
function HomeLinks({ homeId }: { homeId: string }) {
  const { t } = useLingui();
  const links = [
    { to: homePath(homeId), label: t`Residents`, end: true },
    { to: homePath(homeId, '/staff'), label: t`Staff`, end: true },
    { to: homePath(homeId, '/group-sessions/new'), label: t`Group sessions`, end: false },
    { to: homePath(homeId, '/evidence'), label: t`Evidence`, end: false },
  ];
  return (
    <nav aria-label={t`Care home`} className="print:hidden">
      <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-warm-100 bg-white p-1.5 shadow-sm sm:flex sm:flex-wrap">
        {links.map((link) => (
          <li key={link.to} className="sm:flex-none">
            <NavLink to={link.to} end={link.end} className={`${linkClass} w-full sm:w-auto sm:px-5`}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// A page of one care home: its name and the member's role, the home's links, then the page. While
// the home loads, the loading line; a home the member does not work in (the server's 404), the
// not-found card; `children` get the home.
export function HomeFrame({
  title,
  children,
}: {
  // The page's title after the home's name ("Staff"); none for the Residents page.
  title?: string;
  children: (home: HomeView) => ReactNode;
}) {
  const { t } = useLingui();
  const homeId = useParams().homeId ?? '';
  const home = useHome(homeId);
  const name = home.data?.name;
  useDocumentTitle(name ? (title ? `${title} · ${name}` : name) : t`Care home`);

  if (home.isLoading) return <PageLoading text={t`Loading the care home...`} />;
  if (home.error instanceof ApiError && (home.error.status === 404 || home.error.status === 400))
    return (
      <NotFoundCard
        title={t`Care home not found`}
        text={t`This care home does not exist, or you are not on its staff.`}
      />
    );
  if (home.isError || !home.data)
    return (
      <PageLoadFailed backLink={<BackLink to="/homes">{t`Your care homes`}</BackLink>}>
        <Trans>We couldn't load this care home. Please refresh the page to try again.</Trans>
      </PageLoadFailed>
    );

  const role = roleLabel(home.data.myRole);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-brand-800">
          <Trans>Your role: {role}</Trans>
        </p>
        <h1 className="text-3xl font-bold break-words sm:text-4xl">
          {title ? (
            <>
              {title}
              <span className="sr-only"> · </span>
              <span className="block text-xl font-semibold text-muted sm:text-2xl">{home.data.name}</span>
            </>
          ) : (
            home.data.name
          )}
        </h1>
      </div>
      <HomeLinks homeId={home.data.id} />
      {children(home.data)}
    </div>
  );
}
