import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { uuidSchema } from '@carewith/contracts';
import { useGame } from '../../../api/useGame';
import { BackLink } from '../../../components/BackLink';
import { PrintBar } from '../../../components/PrintPage';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { activityTitle, isNotFound } from '../texts';
import { PrintPages } from './PrintPages';
import { ActivityUnavailable } from '../ActivityUnavailable';

// /games/{id}/print: the activity on paper, in large print, one task per page. Only the pages print.
export function GamePrintPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const validId = uuidSchema.safeParse(id).success;
  const game = useGame(id, validId);
  const notFound = !validId || isNotFound(game.error);
  const title = game.data ? activityTitle(game.data.gameInstance) : t`Activity`;
  useDocumentTitle(notFound ? t`Activity Not Found` : t`Print: ${title}`);

  if (notFound || !game.data) return <ActivityUnavailable game={game} notFound={notFound} />;
  const { gameInstance } = game.data;
  return (
    <article
      aria-labelledby="print-heading"
      className="mx-auto flex w-full max-w-3xl flex-col text-[18pt] leading-snug"
    >
      <div className="flex flex-col gap-4 pb-6 text-base print:hidden">
        <PrintBar backLink={<BackLink to={`/games/${gameInstance.id}`}>{t`Back to Activity`}</BackLink>} />
        <p className="text-muted">
          <Trans>
            Large print, one task per page. Photo cards fold along the dashed line so the name is on the back.
          </Trans>
        </p>
      </div>
      <h1 id="print-heading" className="text-[30pt] font-bold">
        {title}
      </h1>
      <PrintPages templateId={gameInstance.templateId} steps={gameInstance.configJSON.steps ?? []} />
    </article>
  );
}
