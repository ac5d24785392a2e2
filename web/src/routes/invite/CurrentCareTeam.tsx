import { Trans, useLingui } from '@lingui/react/macro';
import { inAppLanguage } from '../../i18n/contract-messages';
import type { MyCareTeam } from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useCareTeamMembers } from '../../api/useCareTeamMembers';
import { useChangeMemberRole } from '../../api/useChangeMemberRole';
import { Card } from '../../components/Card';
import { memberName, memberRoleLabel } from '../../lib/people';
import { inviteCard, ListNotes } from './ListNotes';
import { MemberRoleSelect } from './MemberRoleSelect';
import { ROLE_CHANGE_FAILED } from './texts';

// The team's real members; the user is "You", the Primary Caregiver has full access. A Co-Caregiver
// may change anyone else's role but the Primary's (the server refuses that too).
export function CurrentCareTeam({
  team,
  showTeamName,
  currentUserId,
}: {
  team: MyCareTeam;
  showTeamName: boolean;
  currentUserId: string | undefined;
}) {
  const { t } = useLingui();
  const members = useCareTeamMembers(team.id);
  const changeRole = useChangeMemberRole(team.id);
  const canChangeRoles = team.role === 'OWNER';
  const roleError =
    changeRole.isError && !isUnauthorized(changeRole.error)
      ? (changeRole.error instanceof ApiError &&
          changeRole.error.serverMessage &&
          inAppLanguage(changeRole.error.serverMessage)) ||
        t(ROLE_CHANGE_FAILED)
      : undefined;

  return (
    <Card headingId="current-team-heading" title={t`Current Care Team`} {...inviteCard}>
      {showTeamName && <p className="mt-1 text-muted">{team.name}</p>}
      <ListNotes
        query={members}
        loadingText={t`Loading members...`}
        failedText={t`We couldn't load your care team. Please refresh the page to try again.`}
      />
      {members.data && (
        <ul className="mt-4 flex flex-col divide-y divide-warm-100">
          {members.data.map((m) => {
            const you = m.userId === currentUserId;
            // While a change is on its way, the select shows the chosen role.
            const pendingRole =
              changeRole.isPending && changeRole.variables?.userId === m.userId
                ? changeRole.variables.roleInTeam
                : undefined;
            return (
              <li key={m.userId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
                <div className="flex min-w-0 flex-col">
                  <span className="break-words font-semibold">
                    {you ? t`You (${memberRoleLabel(m)})` : memberName(m)}
                  </span>
                  {!you && <span className="text-sm text-muted">{memberRoleLabel(m)}</span>}
                </div>
                {m.isPrimary && (
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                    <Trans>Full access</Trans>
                  </span>
                )}
                {canChangeRoles && !you && !m.isPrimary && (
                  <MemberRoleSelect
                    name={memberName(m)}
                    value={pendingRole ?? m.roleInTeam}
                    onChange={(roleInTeam) => changeRole.mutate({ userId: m.userId, roleInTeam })}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {roleError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {roleError}
        </p>
      )}
    </Card>
  );
}
