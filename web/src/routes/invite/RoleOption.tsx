import { useId } from 'react';
import type { TeamRole } from '@carewith/contracts';

// One role as a selectable card: a real radio input, named by the title, described by the rest.
export function RoleOption({
  value,
  title,
  description,
  badge,
  checked,
  onChange,
}: {
  value: TeamRole;
  title: string;
  description: string;
  badge?: string;
  checked: boolean;
  onChange: (value: TeamRole) => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
        checked ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white hover:border-brand-600'
      }`}
    >
      <input
        id={id}
        type="radio"
        name="role"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${badge ? `${id}-badge ` : ''}${id}-desc`}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-none"
      />
      <span className="flex flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span id={`${id}-title`} className="font-semibold">
            {title}
          </span>
          {badge && (
            <span
              id={`${id}-badge`}
              className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-white"
            >
              {badge}
            </span>
          )}
        </span>
        <span id={`${id}-desc`} className="text-muted">
          {description}
        </span>
      </span>
    </label>
  );
}
