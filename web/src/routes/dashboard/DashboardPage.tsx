import { useAuth } from '../../api/useAuth';
import { useCareTeams } from '../../api/useCareTeams';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { CareTeamCard } from './CareTeamCard';

// The signed-in home. Stats, loved ones, highlights and quick actions come with their own data later.
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user, isLoading } = useAuth();
  const teams = useCareTeams();

  if (isLoading || teams.isLoading) return <PageLoading text="Loading your dashboard..." />;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold sm:text-4xl">Welcome back, {user?.firstName || 'Caregiver'}!</h1>
        <p className="text-lg text-muted">Here is your family's care team at a glance.</p>
      </div>
      <section aria-labelledby="care-team-heading" className="flex flex-col gap-4">
        <h2 id="care-team-heading" className="text-2xl font-bold">
          Your care team
        </h2>
        {teams.isError && (
          <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800">
            We couldn't load your care team. Please refresh the page to try again.
          </p>
        )}
        {teams.data?.length === 0 && <p className="text-muted">You are not on a care team yet.</p>}
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {teams.data?.map((team) => (
            <CareTeamCard key={team.id} team={team} currentUserId={user?.id} />
          ))}
        </div>
      </section>
    </div>
  );
}
