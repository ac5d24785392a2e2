import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { inputClass } from '../../components/Field';
import { SEND_WINDOW_HINT, TEXTS_ONLY_BETWEEN, TIME_ZONE_HINT, TIME_ZONE_LABEL } from './texts';

export type SendWindow = { timeZone: string; sendFrom: string; sendUntil: string };
type Errors = Partial<Record<'timeZone' | 'quietHours', string>>;

// The caregiver's own zone, offered for a new loved one.
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function zoneNames(current: string): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return Array.from(new Set([...names, 'UTC', current])).sort();
}

// The loved one's time zone and the hours texts may reach them.
export function SendWindowFields({
  value,
  onChange,
  errors,
}: {
  value: SendWindow;
  onChange: (next: SendWindow) => void;
  errors: Errors;
}) {
  const id = useId();
  const { t } = useLingui();
  const zones = useMemo(() => zoneNames(value.timeZone), [value.timeZone]);
  const set = <K extends keyof SendWindow>(key: K, v: SendWindow[K]) => onChange({ ...value, [key]: v });
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-zone`} className="font-semibold">
          {t(TIME_ZONE_LABEL)}
        </label>
        <p id={`${id}-zone-hint`} className="text-sm text-muted">
          {t(TIME_ZONE_HINT)}
        </p>
        <select
          id={`${id}-zone`}
          className={inputClass}
          aria-describedby={[`${id}-zone-hint`, errors.timeZone ? `${id}-zone-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={Boolean(errors.timeZone)}
          value={value.timeZone}
          onChange={(e) => set('timeZone', e.target.value)}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
        {errors.timeZone && (
          <p id={`${id}-zone-error`} role="alert" className="text-sm font-medium text-red-800">
            {errors.timeZone}
          </p>
        )}
      </div>
      <fieldset
        className="flex flex-col gap-1.5"
        aria-describedby={[`${id}-hours-hint`, errors.quietHours ? `${id}-hours-error` : ''].filter(Boolean).join(' ')}
      >
        <legend className="font-semibold">{t(TEXTS_ONLY_BETWEEN)}</legend>
        <p id={`${id}-hours-hint`} className="text-sm text-muted">
          {t(SEND_WINDOW_HINT)}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <input
            type="time"
            aria-label={t`From`}
            className={`${inputClass} w-auto`}
            aria-invalid={Boolean(errors.quietHours)}
            value={value.sendFrom}
            onChange={(e) => set('sendFrom', e.target.value)}
          />
          <span aria-hidden="true">
            <Trans>and</Trans>
          </span>
          <input
            type="time"
            aria-label={t`Until`}
            className={`${inputClass} w-auto`}
            aria-invalid={Boolean(errors.quietHours)}
            value={value.sendUntil}
            onChange={(e) => set('sendUntil', e.target.value)}
          />
        </div>
        {errors.quietHours && (
          <p id={`${id}-hours-error`} role="alert" className="text-sm font-medium text-red-800">
            {errors.quietHours}
          </p>
        )}
      </fieldset>
    </>
  );
}

// The form's window as the API's quiet hours: quiet from the end of the window until its start.
export const quietHoursOf = (w: SendWindow) => ({ from: w.sendUntil, to: w.sendFrom });
