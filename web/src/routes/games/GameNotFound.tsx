import { NotFoundCard } from '../../components/NotFoundCard';
import { ACTIVITY_NOT_FOUND } from './texts';

// An activity that does not exist, or is not in the user's care teams (the page sets the tab title).
export function GameNotFound() {
  return <NotFoundCard title="Activity Not Found" text={ACTIVITY_NOT_FOUND} />;
}
