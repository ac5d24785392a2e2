import { useLingui } from '@lingui/react/macro';
import { useGameStarters } from '../../api/useGameStarters';
import { cardClass } from '../../components/Card';
import { StarterList } from './StarterList';
import { StartersFrame } from './StartersFrame';
import { STARTERS_HEADING, STARTERS_NONE } from './texts';

// On a completed activity's page, under its results: two or three things to talk about on the next call.
export function ConversationStartersCard({ gameId }: { gameId: string }) {
  const { t } = useLingui();
  return (
    <StartersFrame
      id="starters-heading"
      heading={t(STARTERS_HEADING)}
      className={cardClass}
      query={useGameStarters(gameId)}
    >
      {(data) =>
        data.starters.length ? (
          <StarterList starters={data.starters} label={t(STARTERS_HEADING)} />
        ) : (
          <p className="text-muted">{t(STARTERS_NONE)}</p>
        )
      }
    </StartersFrame>
  );
}
