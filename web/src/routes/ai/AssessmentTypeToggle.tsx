export type AssessmentMode = 'weekly' | 'custom';

const MODES: { value: AssessmentMode; label: string }[] = [
  { value: 'weekly', label: 'Weekly Trend' },
  { value: 'custom', label: 'Custom Insight' },
];

// Assessment Type: two toggle buttons (aria-pressed), Weekly Trend by default.
export function AssessmentTypeToggle({
  value,
  onChange,
}: {
  value: AssessmentMode;
  onChange: (mode: AssessmentMode) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 font-semibold">Assessment Type</legend>
      <div className="grid grid-cols-2 gap-2 rounded-xl bg-warm-100 p-1.5">
        {MODES.map((m) => {
          const pressed = value === m.value;
          return (
            <button
              key={m.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(m.value)}
              className={`min-h-12 rounded-lg px-3 font-semibold transition-colors ${
                pressed ? 'bg-brand-700 text-white shadow-sm' : 'bg-transparent text-brand-800 hover:bg-white'
              }`}
            >
              {m.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
