import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button';

export const PROFILE_NOT_FOUND = "This loved one's profile could not be found.";

// A loved one that does not exist, or is not in the user's care team (the page sets the tab title).
export function ProfileNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-warm-100 bg-white p-8 text-center shadow-sm">
      <h1 className="text-3xl font-bold">Profile Not Found</h1>
      <p className="text-lg text-muted">{PROFILE_NOT_FOUND}</p>
      <Link to="/" className={buttonClass()}>
        Back to Dashboard
      </Link>
    </div>
  );
}
