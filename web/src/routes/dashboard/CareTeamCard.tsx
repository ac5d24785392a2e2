import { Trans, useLingui } from '@lingui/react/macro';
import { TEAM_ROLE_LABELS, type MyCareTeam } from '@carewith/contracts';
import { useCareTeamMembers } from '../../api/useCareTeamMembers';
import { inAppLanguage } from '../../i18n/contract-messages';
import { memberName, memberRoleLabel } from '../../lib/people';

// One team: its name, the user's role in it and who else is on it.
export function CareTeamCard({ team, currentUserId }: { team: MyCareTeam; currentUserId: string | undefined }) {
  const { t } = useLingui();
  const members = useCareTeamMembers(team.id);
  const headingId = `team-${team.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-warm-100 bg-white p-6 shadow-sm">
      <h3 id={headingId} className="text-xl font-semibold">
        {team.name}
      </h3>
      <p className="mt-1 text-muted">
        <Trans>
          Your role: <span className="font-semibold text-ink">{inAppLanguage(TEAM_ROLE_LABELS[team.role])}</span>
        </Trans>
      </p>
      {members.isLoading && (
        <p role="status" className="mt-4 text-muted">
          <Trans>Loading members...</Trans>
        </p>
      )}
      {members.isError && (
        <p role="alert" className="mt-4 font-medium text-red-800">
          <Trans>We couldn't load the members of this team.</Trans>
        </p>
      )}
      {members.data && (
        <ul aria-label={t`Members of ${team.name}`} className="mt-4 flex flex-col divide-y divide-warm-100">
          {members.data.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <span className="min-w-0 break-words font-medium">
                {memberName(m)}
                {m.userId === currentUserId && (
                  <span className="text-muted">
                    {' '}
                    <Trans>(you)</Trans>
                  </span>
                )}
              </span>
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                {memberRoleLabel(m)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
