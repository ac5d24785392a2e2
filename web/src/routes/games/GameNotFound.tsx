import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button';
import { ACTIVITY_NOT_FOUND } from './texts';

// An activity that does not exist, or is not in the user's care teams (the page sets the tab title).
export function GameNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-warm-100 bg-white p-8 text-center shadow-sm">
      <h1 className="text-3xl font-bold">Activity Not Found</h1>
      <p className="text-lg text-muted">{ACTIVITY_NOT_FOUND}</p>
      <Link to="/" className={buttonClass()}>
        Back to Dashboard
      </Link>
    </div>
  );
}
