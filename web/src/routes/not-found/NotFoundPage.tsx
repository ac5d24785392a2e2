import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand-800">404</p>
      <h1 className="text-2xl font-bold">Page Not Found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClass()}>
        Go Home
      </Link>
    </main>
  );
}
