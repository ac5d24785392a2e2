import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '../../api/useAuth';
import { useCareTeams } from '../../api/useCareTeams';
import { useDashboard } from '../../api/useDashboard';
import { useMyHomes } from '../../api/useMyHomes';
import { Section } from '../../components/Card';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { CareHomesCard, StartACareHome } from './CareHomesCard';
import { CareTeamCard } from './CareTeamCard';
import { DashboardStats } from './DashboardStats';
import { GoalsToRateCard } from './GoalsToRateCard';
import { HighlightsCard } from './HighlightsCard';
import { LovedOnesCard } from './LovedOnesCard';
import { QuickActions } from './QuickActions';
import { RecentActivitiesCard } from './RecentActivitiesCard';
import { RecentCheckInCard } from './RecentCheckInCard';
import { RemindersNotice } from './RemindersNotice';
import { LoadFailed } from '../../components/LoadState';
import { PageHeader } from '../../components/PageHeader';

// The signed-in home (spec section 2): gentle reminders sent lately, the everyday goals due
// a rating, figures, loved ones, highlights, quick actions, the latest check-in, recent activities and
// the care team.
export function DashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const { user, isLoading } = useAuth();
  const dashboard = useDashboard();
  const teams = useCareTeams();
  const homes = useMyHomes();
  const myHomes = homes.data ?? [];

  if (isLoading || dashboard.isLoading || teams.isLoading) return <PageLoading text={t`Loading your dashboard...`} />;

  const data = dashboard.data;
  // A Family Helper (SIBLING in every team) follows along: no add, send or invite.
  const canManage = Boolean((data?.careTeams ?? teams.data ?? []).some((team) => team.role === 'OWNER'));

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t`Welcome back, ${user?.firstName || t`Caregiver`}!`}
        intro={t`Here is how your family is doing.`}
      />
      {myHomes.length > 0 && <CareHomesCard homes={myHomes} />}

      {dashboard.isError || !data ? (
        <LoadFailed>
          <Trans>We couldn't load your dashboard. Please refresh the page to try again.</Trans>
        </LoadFailed>
      ) : (
        <>
          <RemindersNotice />
          <GoalsToRateCard seniors={data.seniors} />
          <DashboardStats stats={data.stats} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <LovedOnesCard seniors={data.seniors} canAdd={canManage} />
            <HighlightsCard highlights={data.highlights} seniors={data.seniors} />
          </div>
          <QuickActions canManage={canManage} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <RecentActivitiesCard activities={data.recentGameInstances} seniors={data.seniors} canCreate={canManage} />
            {data.recentCheckIn && <RecentCheckInCard checkIn={data.recentCheckIn} />}
          </div>
        </>
      )}

      <Section headingId="care-team-heading" title={t`Your care team`}>
        {teams.isError && (
          <LoadFailed>
            <Trans>We couldn't load your care team. Please refresh the page to try again.</Trans>
          </LoadFailed>
        )}
        {teams.data?.length === 0 && (
          <p className="text-muted">
            <Trans>You are not on a care team yet.</Trans>
          </p>
        )}
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {teams.data?.map((team) => (
            <CareTeamCard key={team.id} team={team} currentUserId={user?.id} />
          ))}
        </div>
      </Section>
      {homes.isSuccess && myHomes.length === 0 && <StartACareHome />}
    </div>
  );
}
