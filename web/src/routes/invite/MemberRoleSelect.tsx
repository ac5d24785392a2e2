import { inAppLanguage } from '../../i18n/contract-messages';
import { useId } from 'react';
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@carewith/contracts';
import { inputClass } from '../../components/Field';
import { roleSelectLabel } from './texts';

// A member's role in the team as a labelled select (the label is for screen readers: the row shows the name).
export function MemberRoleSelect({
  name,
  value,
  onChange,
}: {
  name: string;
  value: TeamRole;
  onChange: (role: TeamRole) => void;
}) {
  const id = useId();
  return (
    <div className="w-full sm:w-auto">
      <label htmlFor={id} className="sr-only">
        {roleSelectLabel(name)}
      </label>
      <select
        id={id}
        className={`${inputClass} sm:w-auto`}
        value={value}
        onChange={(e) => onChange(e.target.value as TeamRole)}
      >
        {TEAM_ROLES.map((role) => (
          <option key={role} value={role}>
            {inAppLanguage(TEAM_ROLE_LABELS[role])}
          </option>
        ))}
      </select>
    </div>
  );
}
