import { useLingui } from '@lingui/react/macro';
import { NotFoundCard } from '../../components/NotFoundCard';

// An activity that does not exist, or is not in the user's care teams (the page sets the tab title).
export function GameNotFound() {
  const { t } = useLingui();
  return <NotFoundCard title={t`Activity Not Found`} text={t`This activity could not be found.`} />;
}
