import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { uuidSchema } from '@carewith/contracts';
import { useFreshDashboard } from '../../api/useDashboard';
import { useGame } from '../../api/useGame';
import { buttonClass } from '../../components/Button';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { PageIntro } from './PageIntro';
import { SendWizard } from './SendWizard';
import { SIBLING_CANNOT_SEND, type WizardHistoryState } from './texts';
import { LoadFailed } from '../../components/LoadState';

const validId = (value: string | null) => (value && uuidSchema.safeParse(value).success ? value : null);

// /assign: the Send Activity wizard. ?gameId= (an activity's Send SMS) starts at step 2 with that
// activity chosen; ?seniorId= (a profile's Send Activity) preselects the loved one.
export function AssignPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Send Activity`);
  const location = useLocation();
  const [params] = useSearchParams();
  const gameId = validId(params.get('gameId'));
  const seniorId = validId(params.get('seniorId'));
  // Read fresh: a loved one added a moment ago must be there to be chosen for the activity.
  const dashboard = useFreshDashboard();
  // An activity from the URL that is older than the recent ones is read on its own.
  const listed = Boolean(dashboard.data?.recentGameInstances.some((a) => a.id === gameId));
  const extra = useGame(gameId ?? '', Boolean(gameId) && dashboard.fresh && !listed);

  if (dashboard.isLoading || (dashboard.isSuccess && !dashboard.fresh) || extra.isLoading) return <PageLoading />;

  const data = dashboard.data;
  const ownerTeamIds = new Set((data?.careTeams ?? []).filter((team) => team.role === 'OWNER').map((team) => team.id));

  if (dashboard.isError || !data || ownerTeamIds.size === 0) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <PageIntro />
        {dashboard.isError || !data ? (
          <LoadFailed>
            <Trans>We couldn't load your activities. Please refresh the page to try again.</Trans>
          </LoadFailed>
        ) : (
          <div className="flex flex-col items-start gap-4 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm">
            <p className="text-lg font-medium">{t(SIBLING_CANNOT_SEND)}</p>
            <Link to="/" className={buttonClass('secondary')}>
              <Trans>Back to Dashboard</Trans>
            </Link>
          </div>
        )}
      </div>
    );
  }

  const extraActivity = extra.data && !listed ? [extra.data.gameInstance] : [];
  // A visit to /assign (a link, "Send Another") starts a new wizard; its own steps' entries keep it.
  const wizardId = (location.state as WizardHistoryState | null)?.wizard ?? location.key;
  return (
    <SendWizard
      key={wizardId}
      wizardId={wizardId}
      activities={[...extraActivity, ...data.recentGameInstances]}
      seniors={data.seniors.filter((s) => ownerTeamIds.has(s.careTeamId))}
      allSeniors={data.seniors}
      initialGameId={gameId}
      initialSeniorId={seniorId}
    />
  );
}
