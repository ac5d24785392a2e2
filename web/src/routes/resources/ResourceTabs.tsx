import { KeyboardEvent, ReactNode, useId, useRef, useState } from 'react';

export type ResourceTab = { id: string; label: string; content: ReactNode };

// WAI-ARIA tabs (arrow keys, Home, End) whose tab row wraps on narrow screens.
export function ResourceTabs({ label, tabs }: { label: string; tabs: ResourceTab[] }) {
  const base = useId();
  const [active, setActive] = useState(tabs[0]?.id ?? '');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(tabs[next]!.id);
    refs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-2 gap-1.5 rounded-2xl border border-warm-100 bg-white p-1.5 shadow-sm sm:grid-cols-3 lg:grid-cols-5"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={`min-h-12 rounded-xl px-3 py-1.5 text-center leading-tight font-semibold transition-colors ${
                selected ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== active}
          tabIndex={0}
          className="rounded-2xl focus-visible:outline-offset-4"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
