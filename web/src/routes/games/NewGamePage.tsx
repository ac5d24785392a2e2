import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { useCareTeams } from '../../api/useCareTeams';
import { useDashboard } from '../../api/useDashboard';
import { BackLink } from '../../components/BackLink';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { NewGameForm } from './NewGameForm';
import { SIBLING_CANNOT_CREATE } from './texts';
import { ForCoCaregivers, PageHeader } from '../../components/PageHeader';

// /games/new: Co-Caregivers create an activity for a loved one in one of their teams.
export function NewGamePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create New Activity`);
  const [params] = useSearchParams();
  const teams = useCareTeams();
  const dashboard = useDashboard();

  if (teams.isLoading || dashboard.isLoading) return <PageLoading />;

  const ownerTeams = (teams.data ?? []).filter((team) => team.role === 'OWNER');
  const ownerTeamIds = new Set(ownerTeams.map((team) => team.id));
  // Only loved ones whose team the user manages: an activity for anyone else would be refused.
  const seniors = (dashboard.data?.seniors ?? []).filter((s) => ownerTeamIds.has(s.careTeamId));
  const wanted = params.get('seniorId') ?? '';
  const initialSeniorId = seniors.some((s) => s.id === wanted) ? wanted : '';

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PageHeader
        title={t`Create New Activity`}
        intro={t`Choose a template, make it personal with your family's names, photos and places, then send it.`}
      />
      <ForCoCaregivers
        teamsFailed={teams.isError}
        managesATeam={ownerTeams.length > 0}
        refusal={t(SIBLING_CANNOT_CREATE)}
      >
        <NewGameForm seniors={seniors} ownerTeams={ownerTeams} initialSeniorId={initialSeniorId} />
      </ForCoCaregivers>
    </div>
  );
}
