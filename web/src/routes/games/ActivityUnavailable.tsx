import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { GameDetail } from '@carewith/contracts';
import { PageLoading } from '../../components/PageLoading';
import { GameNotFound } from './GameNotFound';
import { PageLoadFailed } from '../../components/LoadState';

// What an activity's pages (detail, print) show until its data is there: not found, loading, or a
// failed read. Null once the activity can be shown.
export function ActivityUnavailable({ game, notFound }: { game: UseQueryResult<GameDetail>; notFound: boolean }) {
  const { t } = useLingui();
  if (notFound) return <GameNotFound />;
  if (game.isLoading) return <PageLoading text={t`Loading activity...`} />;
  if (game.isError || !game.data) {
    return (
      <PageLoadFailed>
        <Trans>We couldn't load this activity. Please refresh the page to try again.</Trans>
      </PageLoadFailed>
    );
  }
  return null;
}
