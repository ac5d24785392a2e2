import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FormAlert } from '../../components/Field';
import { NOTIFICATIONS_FAILED, NOTIFICATIONS_LOADING } from './texts';

// A switch saved as soon as it changes: a care team's e-mail setting on the account page.
export function SavedSwitch({
  label,
  onText,
  offText,
  stored,
  saving,
  failed,
  save,
}: {
  label: string;
  onText: string;
  offText: string;
  // The value as stored (undefined while it loads), and while a change is saved, the value asked for.
  stored: boolean | undefined;
  saving: boolean | undefined;
  failed: boolean;
  save: (on: boolean, settled: () => void) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  // The switch moves in the same event as the tap: the mutation's own pending state reaches React a
  // moment later, and until then the controlled box would snap back to the stored value.
  const [moving, setMoving] = useState<boolean | null>(null);
  const on = moving ?? saving ?? stored;
  if (on === undefined) return <p className="text-muted">{t(NOTIFICATIONS_LOADING)}</p>;
  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white p-3 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
        <input
          type="checkbox"
          className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
          checked={on}
          disabled={saving !== undefined}
          onChange={(e) => {
            setMoving(e.target.checked);
            save(e.target.checked, () => setMoving(null));
          }}
          aria-describedby={`${id}-state`}
        />
        <span className="min-w-0 break-words font-semibold">{label}</span>
      </label>
      <p id={`${id}-state`} role="status" className="text-[0.95rem] text-muted">
        {on ? onText : offText}
      </p>
      <FormAlert>{failed && t(NOTIFICATIONS_FAILED)}</FormAlert>
    </div>
  );
}
