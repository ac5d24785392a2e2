import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button';

export function NotFoundPage() {
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
