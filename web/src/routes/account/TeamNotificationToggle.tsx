import type { MyCareTeam } from '@carewith/contracts';
import { useNotificationSettings } from '../../api/useNotificationSettings';
import { useUpdateNotificationSettings } from '../../api/useUpdateNotificationSettings';
import { SavedSwitch } from './SavedSwitch';
import { completedLabel, NOTIFICATIONS_OFF, NOTIFICATIONS_ON } from './texts';

// One care team's switch for completion e-mails, saved as soon as it changes.
export function TeamNotificationToggle({ team, onlyTeam }: { team: MyCareTeam; onlyTeam: boolean }) {
  const settings = useNotificationSettings(team.id);
  const update = useUpdateNotificationSettings(team.id);
  return (
    <SavedSwitch
      label={completedLabel(team.name, onlyTeam)}
      onText={NOTIFICATIONS_ON}
      offText={NOTIFICATIONS_OFF}
      stored={settings.data?.activityCompleted}
      saving={update.isPending ? update.variables.activityCompleted : undefined}
      failed={update.isError}
      save={(on, settled) => update.mutate({ activityCompleted: on }, { onSettled: settled })}
    />
  );
}
