import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function NotFoundPage() {
  const { t } = useLingui();
  // The tab says what the page says, in the member's language (it kept the last page's title, or the
  // landing page's English one on a first load).
  useDocumentTitle(t`Page Not Found`);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand-800">404</p>
      <h1 className="text-2xl font-bold">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="text-muted">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/" className={buttonClass()}>
        <Trans>Go Home</Trans>
      </Link>
    </main>
  );
}
