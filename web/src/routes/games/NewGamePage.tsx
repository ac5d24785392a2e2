import { Link, useSearchParams } from 'react-router-dom';
import { useCareTeams } from '../../api/useCareTeams';
import { useDashboard } from '../../api/useDashboard';
import { BackLink } from '../../components/BackLink';
import { buttonClass } from '../../components/Button';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { NewGameForm } from './NewGameForm';
import { SIBLING_CANNOT_CREATE } from './texts';
import { LoadFailed } from '../../components/LoadState';

// /games/new: Co-Caregivers create an activity for a loved one in one of their teams.
export function NewGamePage() {
  useDocumentTitle('Create New Activity');
  const [params] = useSearchParams();
  const teams = useCareTeams();
  const dashboard = useDashboard();

  if (teams.isLoading || dashboard.isLoading) return <PageLoading />;

  const ownerTeams = (teams.data ?? []).filter((t) => t.role === 'OWNER');
  const ownerTeamIds = new Set(ownerTeams.map((t) => t.id));
  // Only loved ones whose team the user manages: an activity for anyone else would be refused.
  const seniors = (dashboard.data?.seniors ?? []).filter((s) => ownerTeamIds.has(s.careTeamId));
  const wanted = params.get('seniorId') ?? '';
  const initialSeniorId = seniors.some((s) => s.id === wanted) ? wanted : '';

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold sm:text-4xl">Create New Activity</h1>
        <p className="text-lg text-muted">
          Choose a template, make it personal with your family's names, photos and places, then send it.
        </p>
      </div>
      {teams.isError ? (
        <LoadFailed>We couldn't load your care team. Please refresh the page to try again.</LoadFailed>
      ) : ownerTeams.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm">
          <p className="text-lg font-medium">{SIBLING_CANNOT_CREATE}</p>
          <Link to="/" className={buttonClass('secondary')}>
            Back to Dashboard
          </Link>
        </div>
      ) : (
        <NewGameForm seniors={seniors} ownerTeams={ownerTeams} initialSeniorId={initialSeniorId} />
      )}
    </div>
  );
}
