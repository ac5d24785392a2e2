import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router-dom';
import { useSeniorOverview } from '../../api/useSeniorOverview';
import { useSeniorResultPages } from '../../api/useSeniorResultPages';
import { useSeniorSchedule } from '../../api/useSeniorSchedule';
import { BackLink } from '../../components/BackLink';
import { NotFoundCard } from '../../components/NotFoundCard';
import { PageLoading } from '../../components/PageLoading';
import { Tabs } from '../../components/Tabs';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { fullName } from '../../lib/format';
import { SeniorConversationSection } from '../conversation/SeniorConversationSection';
import { ComingUpCard } from './ComingUpCard';
import { DifficultySection } from './DifficultySection';
import { FamilyDataCard } from './FamilyDataCard';
import { InsightsPanel } from './InsightsPanel';
import { MasterySection } from './MasterySection';
import { OverviewPanel } from './OverviewPanel';
import { PauseTextsCard } from './PauseTextsCard';
import { ProfileDetailsCard } from './ProfileDetailsCard';
import { ProfileHeader } from './ProfileHeader';
import { ProfileNotFound } from './ProfileNotFound';
import { PROFILE_TABS, profileTabOf, profileTabPath, type ProfileTab } from './profile-tabs';
import { ResultsPanel } from './ResultsPanel';
import { ScheduleCard } from './ScheduleCard';
import { useRouteSenior } from './useRouteSenior';
import { MemoryBoxPanel } from './memory-box/MemoryBoxPanel';
import { AboutMePanel } from './about-me/AboutMePanel';
import { GoalsPanel } from './goals/GoalsPanel';
import { PageLoadFailed } from '../../components/LoadState';
import type { SeniorView } from '@carewith/contracts';
import type { ReactNode } from 'react';

const panel = (children: ReactNode) => <div className="flex flex-col gap-4 sm:gap-6">{children}</div>;

// The loved one's profile (spec section 2): the header, then a tab for each thing the family comes to
// do, each at its own address (profile-tabs.ts): Overview, Recent Activities and AI Insights (the
// spec's), Plan (the texts on a schedule, Coming up, the pause and how hard the activities are, issue
// #15), Goals (everyday goals: one real thing practised until it sticks), Talk (things to talk about
// and the weekly letter), Memory Box (the family's photos, people, places, recipes and songs, issue
// #27), About me (the handover page for a care home or hospital, its life-story book and its shares)
// and Details (their details and, for Co-Caregivers, the family's data rights).
export function SeniorProfilePage() {
  const { tab: segment } = useParams();
  const tab = profileTabOf(segment);
  const { id, senior, notFound, found } = useRouteSenior();
  const navigate = useNavigate();
  const { t } = useLingui();
  const name = senior.data ? fullName(senior.data) : t`Loved one`;
  const label = PROFILE_TABS.find((each) => each.id === tab && each.id !== 'overview')?.label;
  const tabName = label ? t(label) : '';
  useDocumentTitle(
    tab === null ? t`Page Not Found` : notFound ? t`Profile Not Found` : tabName ? `${tabName} · ${name}` : name,
  );

  if (tab === null) {
    return (
      <NotFoundCard title={t`Page Not Found`} text={t`The page you are looking for does not exist or has moved.`} />
    );
  }
  if (notFound) return <ProfileNotFound />;
  if (senior.isLoading) return <PageLoading text={t`Loading profile...`} />;
  if (senior.isError || !senior.data) {
    return (
      <PageLoadFailed>
        <Trans>We couldn't load this profile. Please refresh the page to try again.</Trans>
      </PageLoadFailed>
    );
  }

  const data = senior.data;
  const firstName = data.firstName;
  // Choosing a tab replaces the address: Back leaves the profile for where the family came from,
  // while a reload, a shared link or Back from a page opened here comes back to the tab.
  const select = (next: string) => void navigate(profileTabPath(id, next as ProfileTab), { replace: true });
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <BackLink />
      <ProfileHeader senior={data} />
      <Tabs
        label={t`${firstName}'s profile`}
        layout="wrap"
        selected={tab}
        onSelect={select}
        tabs={PROFILE_TABS.map((each) => ({
          id: each.id,
          label: t(each.label),
          content: <TabContent tab={each.id} senior={data} found={found} />,
        }))}
      />
    </div>
  );
}

function TabContent({ tab, senior, found }: { tab: ProfileTab; senior: SeniorView; found: boolean }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab senior={senior} found={found} />;
    case 'activities':
      return <ActivitiesTab senior={senior} found={found} />;
    case 'insights':
      return <InsightsPanel seniorId={senior.id} />;
    case 'plan':
      return <PlanTab senior={senior} found={found} />;
    case 'goals':
      return <GoalsPanel senior={senior} />;
    case 'talk':
      return <SeniorConversationSection senior={senior} />;
    case 'memory-box':
      return <MemoryBoxPanel senior={senior} />;
    case 'about-me':
      return <AboutMePanel senior={senior} />;
    case 'details':
      return panel(
        <>
          <ProfileDetailsCard senior={senior} />
          {senior.myRole === 'OWNER' && <FamilyDataCard senior={senior} />}
        </>,
      );
    default: {
      const unknown: never = tab;
      return unknown;
    }
  }
}

function OverviewTab({ senior, found }: { senior: SeniorView; found: boolean }) {
  const overview = useSeniorOverview(senior.id, found);
  return (
    <OverviewPanel
      senior={senior}
      overview={overview.data}
      completedCount={overview.data?.activitiesCompleted ?? 0}
      loading={overview.isLoading}
      failed={overview.isError}
    />
  );
}

// Recent Activities: each completed activity, then the full list of what the loved one knows.
function ActivitiesTab({ senior, found }: { senior: SeniorView; found: boolean }) {
  const results = useSeniorResultPages(senior.id, found);
  return panel(
    <>
      <ResultsPanel
        results={results.data}
        loading={results.isLoading}
        failed={results.isError}
        more={
          results.hasNextPage ? { show: () => void results.fetchNextPage(), loading: results.isFetchingNextPage } : null
        }
      />
      <MasterySection senior={senior} />
    </>,
  );
}

function PlanTab({ senior, found }: { senior: SeniorView; found: boolean }) {
  const schedule = useSeniorSchedule(senior.id, found);
  return panel(
    <>
      {schedule.data ? <ComingUpCard senior={senior} schedule={schedule.data} /> : <PauseTextsCard senior={senior} />}
      <ScheduleCard senior={senior} schedule={schedule.data} loading={schedule.isLoading} failed={schedule.isError} />
      <DifficultySection senior={senior} />
    </>,
  );
}
