import { useLingui } from '@lingui/react/macro';
import {
  ATTENTION_LEVELS,
  MOODS,
  RECORD_CHIPS,
  type Attention,
  type RecordChip,
  type RecordMood,
  type RecordTaps,
} from '@carewith/contracts';
import { useRecordTaps } from '../../api/useGroupSessions';
import { Face } from './Face';
import { ATTENTION_LABELS, CHIP_LABELS, MOOD_LABELS } from './texts';

export type Taps = Omit<RecordTaps, 'residentId'>;

const pressed = (on: boolean) =>
  on ? 'border-brand-700 bg-brand-700 text-white' : 'border-brand-700 bg-white text-brand-800 hover:bg-brand-50';
const tapClass = (on: boolean, extra = '') =>
  `inline-flex min-h-16 min-w-16 items-center justify-center rounded-xl border-2 px-3 font-semibold ${pressed(on)} ${extra}`;

// Where a resident's taps stand: saved, on their way, waiting for the connection, or refused.
function SaveState({ save }: { save: ReturnType<typeof useRecordTaps> }) {
  const { t } = useLingui();
  const text = save.isPaused
    ? t`No connection: it will be saved when the phone is back online.`
    : save.isPending && save.failureCount > 0
      ? t`Not saved yet: trying again...`
      : save.isPending
        ? t`Saving...`
        : save.isError
          ? t`Not saved. Tap again to try once more.`
          : save.isSuccess
            ? t`Saved`
            : '';
  return (
    <p aria-live="polite" className={`min-h-6 text-sm ${save.isError ? 'font-medium text-red-800' : 'text-muted'}`}>
      {text}
    </p>
  );
}

// One resident on the coordinator's phone: "Took part", then attention and mood (three faces), and
// optional notes. Every tap is saved at once, the whole of the resident's taps each time; a tap on
// attention or a face also says they took part (two taps a resident, as the care science asks).
export function ResidentTaps({
  sessionId,
  resident,
  taps,
  onChange,
}: {
  sessionId: string;
  resident: { id: string; firstName: string };
  taps: Taps;
  onChange: (taps: Taps) => void;
}) {
  const { t } = useLingui();
  const save = useRecordTaps(sessionId, resident.id);
  const headingId = `resident-${resident.id}`;
  const tap = (next: Taps) => {
    onChange(next);
    save.mutate({ residentId: resident.id, ...next });
  };
  const took = (next: Partial<Taps>) => tap({ ...taps, ...next, tookPart: true });
  const toggleChip = (chip: RecordChip) => {
    const chips = taps.chips ?? [];
    took({ chips: chips.includes(chip) ? chips.filter((c) => c !== chip) : [...chips, chip] });
  };
  const name = resident.firstName;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-warm-100 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-bold">
          {name}
        </h3>
        <SaveState save={save} />
      </div>
      <button
        type="button"
        aria-pressed={taps.tookPart}
        onClick={() => tap(taps.tookPart ? { tookPart: false, chips: [] } : { ...taps, tookPart: true })}
        className={tapClass(taps.tookPart, 'w-full text-lg')}
      >
        {taps.tookPart ? `✓ ${t`Took part`}` : t`Took part`}
      </button>
      <p aria-hidden="true" className="-mb-2 text-sm font-semibold text-muted">
        {t`Attention`}
      </p>
      <div role="group" aria-label={t`${name}'s attention`} className="grid grid-cols-3 gap-2">
        {ATTENTION_LEVELS.map((level: Attention) => (
          <button
            key={level}
            type="button"
            aria-pressed={taps.attention === level}
            onClick={() => took({ attention: level })}
            className={tapClass(taps.attention === level)}
          >
            {t(ATTENTION_LABELS[level])}
          </button>
        ))}
      </div>
      <p aria-hidden="true" className="-mb-2 text-sm font-semibold text-muted">
        {t`Mood`}
      </p>
      <div role="group" aria-label={t`${name}'s mood`} className="grid grid-cols-3 gap-2">
        {MOODS.map((mood: RecordMood) => (
          <button
            key={mood}
            type="button"
            aria-pressed={taps.mood === mood}
            aria-label={t(MOOD_LABELS[mood])}
            onClick={() => took({ mood })}
            className={tapClass(taps.mood === mood)}
          >
            <Face mood={mood} />
          </button>
        ))}
      </div>
      <div role="group" aria-label={t`Notes about ${name}`} className="flex flex-wrap gap-2">
        {RECORD_CHIPS.map((chip) => {
          const on = (taps.chips ?? []).includes(chip);
          return (
            <button
              key={chip}
              type="button"
              aria-pressed={on}
              onClick={() => toggleChip(chip)}
              className={`min-h-12 rounded-full border-2 px-4 text-sm font-semibold ${pressed(on)}`}
            >
              {t(CHIP_LABELS[chip])}
            </button>
          );
        })}
      </div>
    </section>
  );
}
