import { KeyboardEvent, ReactNode, useId, useRef, useState } from 'react';

export type TabItem = { id: string; label: string; content: ReactNode };

const LAYOUTS = {
  row: 'flex gap-1',
  // Many tabs: the row wraps into a grid on narrow screens.
  grid: 'grid grid-cols-2 gap-1.5 sm:grid-cols-3 lg:grid-cols-5',
  // Seven or so short tabs: rows of tabs sharing the width, each at least as wide as its longest word,
  // so a label wraps between its words inside its tab and never runs into the next, whatever the
  // font and the language (decision 251); from a tablet up each tab as wide as its label, one row. On a
  // phone a little less padding and type, so the profile's eight tabs take two rows at 390 px, not three.
  wrap: 'flex flex-wrap gap-0.5 sm:gap-1',
};

// Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs and select
// them; Tab moves into the panel. A panel is mounted when first shown and then stays (hidden), so its
// state survives switching. Given `selected` and `onSelect`, the caller keeps the choice (e.g. in the
// address); otherwise the tabs do, starting at `initial`.
export function Tabs({
  label,
  tabs,
  initial,
  selected,
  onSelect,
  layout = 'row',
}: {
  label: string;
  tabs: TabItem[];
  initial?: string;
  selected?: string;
  onSelect?: (id: string) => void;
  layout?: keyof typeof LAYOUTS;
}) {
  const base = useId();
  const [own, setOwn] = useState(initial ?? tabs[0]?.id ?? '');
  const active = selected ?? own;
  const setActive = onSelect ?? setOwn;
  const [shown, setShown] = useState(() => new Set([active]));
  if (!shown.has(active)) setShown(new Set(shown).add(active));
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setActive(tab.id);
    refs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div
        role="tablist"
        aria-label={label}
        className={`rounded-2xl border border-warm-100 bg-white p-1.5 shadow-sm ${LAYOUTS[layout]}`}
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
              className={`rounded-xl py-1.5 text-center leading-tight font-semibold transition-colors ${
                layout === 'row'
                  ? 'min-h-11 flex-1 px-2 sm:px-4'
                  : layout === 'wrap'
                    ? 'min-h-12 flex-[1_1_0%] px-1 text-[15px] sm:px-3 sm:text-base md:flex-auto'
                    : 'min-h-12 px-2 sm:px-3'
              } ${selected ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'}`}
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
          {shown.has(tab.id) && tab.content}
        </div>
      ))}
    </div>
  );
}
