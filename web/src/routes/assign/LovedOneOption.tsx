import { useLingui } from '@lingui/react/macro';
import type { Senior } from '@carewith/contracts';
import { Badge } from '../../components/Badge';
import { Initial } from '../../components/Initial';
import { fullName } from '../../lib/format';

// One loved one as a radio card: named by their full name, described by their phone or No Phone.
export function LovedOneOption({
  senior,
  note,
  checked,
  onChoose,
}: {
  senior: Senior;
  note?: string;
  checked: boolean;
  onChoose: (seniorId: string) => void;
}) {
  const { t } = useLingui();
  const id = `senior-${senior.id}`;
  return (
    <label
      htmlFor={id}
      className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-300 bg-white p-4 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
    >
      <input
        id={id}
        type="radio"
        name="seniorId"
        value={senior.id}
        checked={checked}
        onChange={() => onChoose(senior.id)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-phone${note ? ` ${id}-note` : ''}`}
        className="h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-none"
      />
      <Initial name={senior.firstName} className="hidden h-10 w-10 sm:flex" />
      <span className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <span className="flex min-w-0 flex-col">
          <span id={`${id}-name`} className="break-words text-lg font-semibold text-ink">
            {fullName(senior)}
          </span>
          {note && (
            <span id={`${id}-note`} className="text-[0.95rem] text-muted">
              {note}
            </span>
          )}
        </span>
        <span id={`${id}-phone`}>
          {senior.phone ? (
            <span className="text-muted">
              <span className="sr-only">{t`Phone:`} </span>
              {senior.phone}
            </span>
          ) : (
            <Badge tone="warning">{t`No Phone`}</Badge>
          )}
        </span>
      </span>
    </label>
  );
}
