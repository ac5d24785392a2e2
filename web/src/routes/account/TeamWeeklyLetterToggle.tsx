import type { MyCareTeam } from '@carewith/contracts';
import { useUpdateWeeklyLetterSetting, useWeeklyLetterSetting } from '../../api/useWeeklyLetterSetting';
import { SavedSwitch } from './SavedSwitch';
import { WEEKLY_LETTER_OFF, WEEKLY_LETTER_ON, weeklyLetterLabel } from './texts';

// One care team's switch for the weekly family letter, saved as soon as it changes (like the
// completion e-mails' switch beside it).
export function TeamWeeklyLetterToggle({ team, onlyTeam }: { team: MyCareTeam; onlyTeam: boolean }) {
  const setting = useWeeklyLetterSetting(team.id);
  const update = useUpdateWeeklyLetterSetting(team.id);
  return (
    <SavedSwitch
      label={weeklyLetterLabel(team.name, onlyTeam)}
      onText={WEEKLY_LETTER_ON}
      offText={WEEKLY_LETTER_OFF}
      stored={setting.data?.weeklyLetter}
      saving={update.isPending ? update.variables.weeklyLetter : undefined}
      failed={update.isError}
      save={(on, settled) => update.mutate({ weeklyLetter: on }, { onSettled: settled })}
    />
  );
}
