import { Trans } from '@lingui/react/macro';
import { Icon, type IconName } from './Icon';

// One figure: its label, the value (or a dash when there is nothing yet) and a line of context.
// Rendered inside a <dl>.
export function StatCard({
  label,
  value,
  detail,
  icon,
}: {
  label: string;
  value: string | null;
  detail?: string;
  icon?: IconName;
}) {
  return (
    <div className="flex flex-col rounded-2xl border border-warm-100 bg-white p-4 shadow-sm sm:p-5 print:rounded-none print:border-slate-400 print:shadow-none">
      <dt className="flex min-h-9 items-center justify-between gap-2 font-semibold text-muted">
        {label}
        {icon && (
          <span className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex print:hidden">
            <Icon name={icon} className="h-5 w-5" />
          </span>
        )}
      </dt>
      <dd className="mt-1 text-xl font-bold text-ink first-letter:uppercase sm:text-3xl">
        {value ?? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">
              <Trans>No figure yet</Trans>
            </span>
          </>
        )}
      </dd>
      {detail && <dd className="mt-1 text-[0.95rem] text-muted">{detail}</dd>}
    </div>
  );
}
