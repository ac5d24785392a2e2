import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { uuidSchema } from '@carewith/contracts';
import { useCareTeams } from '../../api/useCareTeams';
import { useDashboard } from '../../api/useDashboard';
import { useGame } from '../../api/useGame';
import { BackLink } from '../../components/BackLink';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { fullName } from '../../lib/format';
import { ActivityUnavailable } from './ActivityUnavailable';
import { NewGameForm } from './NewGameForm';
import { activityTitle, isNotFound, ONLY_DRAFT_CHANGES, SIBLING_CANNOT_EDIT } from './texts';

// /games/{id}/edit: a draft activity changed before it goes, in the create form filled
// with it. Only Co-Caregivers, and only while it has not been sent.
export function EditGamePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const validId = uuidSchema.safeParse(id).success;
  const game = useGame(id, validId);
  const teams = useCareTeams();
  const dashboard = useDashboard();
  const notFound = !validId || isNotFound(game.error);
  useDocumentTitle(
    notFound ? t`Activity Not Found` : game.data ? t`Edit ${activityTitle(game.data.gameInstance)}` : t`Edit Activity`,
  );

  if (notFound || !game.data) return <ActivityUnavailable game={game} notFound={notFound} />;
  if (teams.isLoading || dashboard.isLoading) return <PageLoading />;

  const detail = game.data;
  const instance = detail.gameInstance;
  const ownerTeams = (teams.data ?? []).filter((team) => team.role === 'OWNER');
  const ownerTeamIds = new Set(ownerTeams.map((team) => team.id));
  const seniors = (dashboard.data?.seniors ?? []).filter((s) => ownerTeamIds.has(s.careTeamId));
  const senior = seniors.find((s) => s.id === instance.seniorId);
  const refusal =
    detail.myRole !== 'OWNER' ? t(SIBLING_CANNOT_EDIT) : instance.status !== 'DRAFT' ? t(ONLY_DRAFT_CHANGES) : null;

  return (
    <div className="flex flex-col gap-6">
      <BackLink to={`/games/${instance.id}`}>{t`Back to the activity`}</BackLink>
      <div className="flex flex-col gap-2">
        <h1 className="break-words text-3xl font-bold sm:text-4xl">
          <Trans>Edit Activity</Trans>
        </h1>
        <p className="text-lg text-muted">
          {senior
            ? t`Change "${activityTitle(instance)}" before it is sent to ${fullName(senior)}.`
            : t`Change "${activityTitle(instance)}" before it is sent.`}
        </p>
      </div>
      {refusal ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm">
          <p className="text-lg font-medium">{refusal}</p>
        </div>
      ) : (
        <NewGameForm seniors={seniors} ownerTeams={ownerTeams} initialSeniorId="" editing={instance} />
      )}
    </div>
  );
}
