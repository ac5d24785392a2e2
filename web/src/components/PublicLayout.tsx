import { Link, Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { SkipLink } from './SkipLink';

// Signed-out pages other than the landing page: the brand, then the page.
export function PublicLayout() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-warm-100 bg-white/80">
        <nav aria-label={t`Main`} className="mx-auto flex max-w-6xl items-center px-4 py-3">
          <Link to="/" className="flex min-h-11 items-center text-xl font-bold text-brand-800">
            Care With
          </Link>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:py-16">
        <Outlet />
      </main>
    </div>
  );
}
