import { useLingui } from '@lingui/react/macro';
import { NotFoundCard } from '../../components/NotFoundCard';

// A loved one that does not exist, or is not in the user's care team (the page sets the tab title).
export function ProfileNotFound() {
  const { t } = useLingui();
  return <NotFoundCard title={t`Profile Not Found`} text={t`This loved one's profile could not be found.`} />;
}
