import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { GameDetail } from '@carewith/contracts';
import { Button, buttonClass } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { StatusBadge } from '../../components/StatusBadge';
import { GameIcon } from './GameIcon';
import { formatDate } from '../../lib/people';
import { activityTitle } from './texts';

// The activity's header: title, status, when it was created and sent, and what the user may do.
export function GameHeader({
  detail,
  onGenerateLink,
  generating,
}: {
  detail: GameDetail;
  onGenerateLink: () => void;
  generating: boolean;
}) {
  const { t } = useLingui();
  const game = detail.gameInstance;
  const isOwner = detail.myRole === 'OWNER';
  return (
    <header className="flex flex-col gap-5 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="break-words text-3xl font-bold sm:text-4xl">{activityTitle(game)}</h1>
          <StatusBadge status={game.status} />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted">
          <span>{t`Created ${formatDate(game.createdAt)}`}</span>
          {game.sentAt && <span>{t`Sent ${formatDate(game.sentAt)}`}</span>}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:shrink-0 lg:justify-end">
        {isOwner && game.status === 'DRAFT' && (
          <Link to={`/assign?gameId=${game.id}`} className={buttonClass('primary')}>
            <Icon name="send" className="h-5 w-5" />
            <Trans>Send SMS</Trans>
          </Link>
        )}
        {isOwner && game.status === 'DRAFT' && (
          <Link to={`/games/${game.id}/edit`} className={buttonClass('secondary')}>
            <Icon name="edit" className="h-5 w-5" />
            <Trans>Edit</Trans>
          </Link>
        )}
        {isOwner && (
          <Button variant="secondary" onClick={onGenerateLink} disabled={generating}>
            <Icon name="plus" className="h-5 w-5" />
            {generating ? t`Generating...` : t`Generate Link`}
          </Button>
        )}
        <a href={`/play/preview/${game.id}`} target="_blank" rel="noopener" className={buttonClass('secondary')}>
          <GameIcon name="eye" className="h-5 w-5" />
          <Trans>Preview</Trans>
          <span className="sr-only"> {t`(opens in a new tab)`}</span>
        </a>
      </div>
    </header>
  );
}
