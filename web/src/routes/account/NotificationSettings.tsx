import { useCareTeams } from '../../api/useCareTeams';
import { NOTIFICATIONS_HEADING, NOTIFICATIONS_TEXT } from './texts';
import { TeamNotificationToggle } from './TeamNotificationToggle';

// The member's e-mail notifications, per care team they belong to.
export function NotificationSettings() {
  const teams = useCareTeams();
  return (
    <section
      aria-labelledby="notifications-heading"
      className="flex flex-col gap-4 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm"
    >
      <h2 id="notifications-heading" className="text-2xl font-bold">
        {NOTIFICATIONS_HEADING}
      </h2>
      <p className="max-w-3xl text-lg">{NOTIFICATIONS_TEXT}</p>
      {teams.data?.map((team) => (
        <TeamNotificationToggle key={team.id} team={team} onlyTeam={teams.data.length === 1} />
      ))}
    </section>
  );
}
