import { NotFoundCard } from '../../components/NotFoundCard';

export const PROFILE_NOT_FOUND = "This loved one's profile could not be found.";

// A loved one that does not exist, or is not in the user's care team (the page sets the tab title).
export function ProfileNotFound() {
  return <NotFoundCard title="Profile Not Found" text={PROFILE_NOT_FOUND} />;
}
