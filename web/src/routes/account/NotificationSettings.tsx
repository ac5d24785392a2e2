import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useCareTeams } from '../../api/useCareTeams';
import { Card } from '../../components/Card';
import { NOTIFICATIONS_HEADING, NOTIFICATIONS_TEXT, READ_LETTERS, WEEKLY_LETTER_TEXT } from './texts';
import { TeamSettingToggle } from './TeamSettingToggle';

// The member's e-mail notifications, per care team they belong to: completion e-mails, then the
// weekly family letter.
export function NotificationSettings() {
  const { t } = useLingui();
  const teams = useCareTeams();
  const onlyTeam = teams.data?.length === 1;
  return (
    <Card headingId="notifications-heading" title={t(NOTIFICATIONS_HEADING)}>
      <p className="max-w-3xl text-lg">{t(NOTIFICATIONS_TEXT)}</p>
      {teams.data?.map((team) => (
        <TeamSettingToggle key={team.id} setting="completed" team={team} onlyTeam={onlyTeam} />
      ))}
      <p className="max-w-3xl text-lg">{t(WEEKLY_LETTER_TEXT)}</p>
      {teams.data?.map((team) => (
        <TeamSettingToggle key={team.id} setting="weeklyLetter" team={team} onlyTeam={onlyTeam} />
      ))}
      <Link
        to="/digest"
        className="inline-flex min-h-11 items-center self-start font-semibold text-brand-800 underline hover:bg-brand-50"
      >
        {t(READ_LETTERS)}
      </Link>
    </Card>
  );
}
