import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAuth } from '../../api/useAuth';
import { useCareTeams } from '../../api/useCareTeams';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { CurrentCareTeam } from './CurrentCareTeam';
import { InviteForm } from './InviteForm';
import { PendingInvitations } from './PendingInvitations';
import { TeamActivityLog } from './TeamActivityLog';
import { LoadFailed } from '../../components/LoadState';
import { CoCaregiversOnly, PageHeader } from '../../components/PageHeader';

// Invite Family (spec section 2): the form, the team's invitations and its members, then its activity log.
export function InvitePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Invite Family`);
  const { user } = useAuth();
  const teams = useCareTeams();
  const [chosenTeamId, setChosenTeamId] = useState('');

  if (teams.isLoading) return <PageLoading text={t`Loading your care team...`} />;

  // Only a Co-Caregiver (OWNER) of a team can invite into it.
  const ownerTeams = (teams.data ?? []).filter((item) => item.role === 'OWNER');
  const teamId = ownerTeams.some((item) => item.id === chosenTeamId) ? chosenTeamId : (ownerTeams[0]?.id ?? '');
  const team = ownerTeams.find((item) => item.id === teamId);

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t`Invite Family`}
        intro={t`Bring siblings and relatives into your care team so everyone can follow along and help.`}
        introClassName="max-w-2xl text-lg text-muted"
      />
      {teams.isError ? (
        <LoadFailed>
          <Trans>We couldn't load your care team. Please refresh the page to try again.</Trans>
        </LoadFailed>
      ) : !team ? (
        <CoCaregiversOnly>
          <Trans>Only Co-Caregivers can invite family members.</Trans>
        </CoCaregiversOnly>
      ) : (
        <>
          <div className="grid items-start gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <InviteForm teams={ownerTeams} teamId={teamId} onTeamChange={setChosenTeamId} />
            </div>
            <div className="flex flex-col gap-6 lg:col-span-2">
              <PendingInvitations careTeamId={teamId} />
              <CurrentCareTeam team={team} showTeamName={ownerTeams.length > 1} currentUserId={user?.id} />
            </div>
          </div>
          {team.role === 'OWNER' && (
            <TeamActivityLog careTeamId={teamId} teamName={ownerTeams.length > 1 ? team.name : undefined} />
          )}
        </>
      )}
    </div>
  );
}
