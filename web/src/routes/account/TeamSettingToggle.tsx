import { useLingui } from '@lingui/react/macro';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { MyCareTeam } from '@carewith/contracts';
import { useNotificationSettings } from '../../api/useNotificationSettings';
import { useUpdateNotificationSettings } from '../../api/useUpdateNotificationSettings';
import { useUpdateWeeklyLetterSetting, useWeeklyLetterSetting } from '../../api/useWeeklyLetterSetting';
import { SavedSwitch } from './SavedSwitch';
import {
  completedLabel,
  NOTIFICATIONS_OFF,
  NOTIFICATIONS_ON,
  WEEKLY_LETTER_OFF,
  WEEKLY_LETTER_ON,
  weeklyLetterLabel,
} from './texts';

type SwitchState = Pick<Parameters<typeof SavedSwitch>[0], 'stored' | 'saving' | 'failed' | 'save'>;

// One on/off field of a team setting: the stored value, the value being saved, and saving a new one.
function switchOf<F extends string>(
  setting: UseQueryResult<Record<F, boolean>>,
  update: UseMutationResult<Record<F, boolean>, Error, Record<F, boolean>>,
  field: F,
): SwitchState {
  return {
    stored: setting.data?.[field],
    saving: update.isPending ? update.variables[field] : undefined,
    failed: update.isError,
    save: (on, settled) => update.mutate({ [field]: on } as Record<F, boolean>, { onSettled: settled }),
  };
}

const useCompletedSwitch = (teamId: string) =>
  switchOf(useNotificationSettings(teamId), useUpdateNotificationSettings(teamId), 'activityCompleted');
const useWeeklyLetterSwitch = (teamId: string) =>
  switchOf(useWeeklyLetterSetting(teamId), useUpdateWeeklyLetterSetting(teamId), 'weeklyLetter');

// The team switches of the account page: completion e-mails, and the weekly family letter.
const SETTINGS = {
  completed: { useSwitch: useCompletedSwitch, label: completedLabel, on: NOTIFICATIONS_ON, off: NOTIFICATIONS_OFF },
  weeklyLetter: {
    useSwitch: useWeeklyLetterSwitch,
    label: weeklyLetterLabel,
    on: WEEKLY_LETTER_ON,
    off: WEEKLY_LETTER_OFF,
  },
};

// One care team's switch for one of its e-mail settings, saved as soon as it changes.
export function TeamSettingToggle({
  setting,
  team,
  onlyTeam,
}: {
  setting: keyof typeof SETTINGS;
  team: MyCareTeam;
  onlyTeam: boolean;
}) {
  const { t } = useLingui();
  const { useSwitch, label, on, off } = SETTINGS[setting];
  return <SavedSwitch label={label(team.name, onlyTeam)} onText={t(on)} offText={t(off)} {...useSwitch(team.id)} />;
}
