import { useSeniorOverview } from '../../api/useSeniorOverview';
import { useSeniorResultPages } from '../../api/useSeniorResultPages';
import { useSeniorSchedule } from '../../api/useSeniorSchedule';
import { BackLink } from '../../components/BackLink';
import { PageLoading } from '../../components/PageLoading';
import { Tabs } from '../../components/Tabs';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { fullName } from '../../lib/format';
import { ComingUpCard } from './ComingUpCard';
import { DifficultySection } from './DifficultySection';
import { FamilyDataCard } from './FamilyDataCard';
import { InsightsPanel } from './InsightsPanel';
import { OverviewPanel } from './OverviewPanel';
import { PauseTextsCard } from './PauseTextsCard';
import { ProfileHeader } from './ProfileHeader';
import { ProfileNotFound } from './ProfileNotFound';
import { ResultsPanel } from './ResultsPanel';
import { ScheduleCard } from './ScheduleCard';
import { useRouteSenior } from './useRouteSenior';
import { PageLoadFailed } from '../../components/LoadState';

// The loved one's profile (spec section 2): header, then Overview, Recent Activities, AI Insights;
// the pause, Coming up and the texts on a schedule (issue #15); for Co-Caregivers, the family's data rights below.
export function SeniorProfilePage() {
  const { id, senior, notFound, found } = useRouteSenior();
  const results = useSeniorResultPages(id, found);
  const overview = useSeniorOverview(id, found);
  const schedule = useSeniorSchedule(id, found);
  useDocumentTitle(notFound ? 'Profile Not Found' : senior.data ? fullName(senior.data) : 'Loved one');

  if (notFound) return <ProfileNotFound />;
  if (senior.isLoading) return <PageLoading text="Loading profile..." />;
  if (senior.isError || !senior.data) {
    return <PageLoadFailed>We couldn't load this profile. Please refresh the page to try again.</PageLoadFailed>;
  }

  const data = senior.data;
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <ProfileHeader senior={data} />
      <Tabs
        label={`${data.firstName}'s profile`}
        tabs={[
          {
            id: 'overview',
            label: 'Overview',
            content: (
              <OverviewPanel
                senior={data}
                overview={overview.data}
                completedCount={overview.data?.activitiesCompleted ?? 0}
                loading={overview.isLoading}
                failed={overview.isError}
              />
            ),
          },
          {
            id: 'activities',
            label: 'Recent Activities',
            content: (
              <ResultsPanel
                results={results.data}
                loading={results.isLoading}
                failed={results.isError}
                more={
                  results.hasNextPage
                    ? { show: () => void results.fetchNextPage(), loading: results.isFetchingNextPage }
                    : null
                }
              />
            ),
          },
          { id: 'insights', label: 'AI Insights', content: <InsightsPanel /> },
        ]}
      />
      <PauseTextsCard senior={data} />
      {schedule.data && <ComingUpCard senior={data} schedule={schedule.data} />}
      <ScheduleCard senior={data} schedule={schedule.data} loading={schedule.isLoading} failed={schedule.isError} />
      <DifficultySection senior={data} />
      {data.myRole === 'OWNER' && <FamilyDataCard senior={data} />}
    </div>
  );
}
