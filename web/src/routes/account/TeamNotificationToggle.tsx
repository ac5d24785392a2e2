import { useId, useState } from 'react';
import type { MyCareTeam } from '@carewith/contracts';
import { useNotificationSettings } from '../../api/useNotificationSettings';
import { useUpdateNotificationSettings } from '../../api/useUpdateNotificationSettings';
import {
  completedLabel,
  NOTIFICATIONS_FAILED,
  NOTIFICATIONS_LOADING,
  NOTIFICATIONS_OFF,
  NOTIFICATIONS_ON,
} from './texts';

// One care team's switch for completion e-mails, saved as soon as it changes.
export function TeamNotificationToggle({ team, onlyTeam }: { team: MyCareTeam; onlyTeam: boolean }) {
  const id = useId();
  const settings = useNotificationSettings(team.id);
  const update = useUpdateNotificationSettings(team.id);
  // The switch moves in the same event as the tap: the mutation's own pending state reaches React a
  // moment later, and until then the controlled box would snap back to the stored value.
  const [moving, setMoving] = useState<boolean | null>(null);
  const on = moving ?? (update.isPending ? update.variables.activityCompleted : settings.data?.activityCompleted);
  if (on === undefined) return <p className="text-muted">{NOTIFICATIONS_LOADING}</p>;
  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white p-3 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
        <input
          type="checkbox"
          className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
          checked={on}
          disabled={update.isPending}
          onChange={(e) => {
            setMoving(e.target.checked);
            update.mutate({ activityCompleted: e.target.checked }, { onSettled: () => setMoving(null) });
          }}
          aria-describedby={`${id}-state`}
        />
        <span className="min-w-0 break-words font-semibold">{completedLabel(team.name, onlyTeam)}</span>
      </label>
      <p id={`${id}-state`} role="status" className="text-[0.95rem] text-muted">
        {on ? NOTIFICATIONS_ON : NOTIFICATIONS_OFF}
      </p>
      {update.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {NOTIFICATIONS_FAILED}
        </p>
      )}
    </div>
  );
}
