import { useLingui } from '@lingui/react/macro';
import type { GameInstance } from '@carewith/contracts';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate } from '../../lib/people';
import { activityTitle, templateTitle } from './texts';

// One recent activity as a radio card: named by its title, described by template, status and who it is for.
export function ActivityOption({
  activity,
  forName,
  checked,
  onChoose,
}: {
  activity: GameInstance;
  forName: string | undefined;
  checked: boolean;
  onChoose: (gameId: string) => void;
}) {
  const { t } = useLingui();
  const id = `activity-${activity.id}`;
  return (
    <label
      htmlFor={id}
      className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white p-4 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
    >
      <input
        id={id}
        type="radio"
        name="gameId"
        value={activity.id}
        checked={checked}
        onChange={() => onChoose(activity.id)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-details ${id}-status`}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-none"
      />
      <span className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <span className="flex min-w-0 flex-col">
          <span id={`${id}-title`} className="break-words text-lg font-semibold text-ink">
            {activityTitle(activity)}
          </span>
          <span id={`${id}-details`} className="text-[0.95rem] text-muted">
            {templateTitle(activity)}
            {forName ? ` · ${t`For ${forName}`}` : ''}
            {activity.sentAt
              ? ` · ${t`Sent ${formatDate(activity.sentAt)}`}`
              : ` · ${t`Created ${formatDate(activity.createdAt)}`}`}
          </span>
        </span>
        <span id={`${id}-status`}>
          <span className="sr-only">{t`Status:`} </span>
          <StatusBadge status={activity.status} />
        </span>
      </span>
    </label>
  );
}
