import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { inputClass } from '../../components/Field';
import { item, moveItem, type ListItem } from './stepDrafts';

const iconButton =
  'flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border-2 border-slate-300 bg-white text-brand-800 hover:border-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

// A short list of texts (answer options, recipe steps, shopping items): add, remove and reorder
// with buttons, so it works from the keyboard. Focus follows a moved row.
export function TextListEditor({
  legend,
  hint,
  itemLabel,
  addLabel,
  items,
  onChange,
  min,
  max,
  error,
  numbered = false,
}: {
  legend: string;
  hint?: string;
  // "Answer option": rows read "Answer option 1", buttons "Move answer option 1 up".
  itemLabel: string;
  addLabel: string;
  items: ListItem[];
  onChange: (items: ListItem[]) => void;
  min: number;
  max: number;
  error?: string;
  numbered?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The row or button that gets the focus once the list has changed.
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    (buttons.current.get(target) ?? inputs.current.get(target))?.focus();
  }, [items]);

  const move = (from: number, to: number) => {
    const moved = items[from];
    if (!moved) return;
    onChange(moveItem(items, from, to));
    // Keep focus on the same button when it stays usable, else on its partner.
    const stillEnabled = to > 0 && to < items.length - 1;
    const direction = to < from ? 'up' : 'down';
    const partner = direction === 'up' ? 'down' : 'up';
    focusNext.current = `${moved.key}:${stillEnabled ? direction : partner}`;
  };

  const add = () => {
    const next = item();
    onChange([...items, next]);
    focusNext.current = next.key;
  };

  const remove = (index: number) => {
    const next = items.filter((_, i) => i !== index);
    onChange(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) focusNext.current = neighbour.key;
  };

  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className="mb-1.5 font-semibold">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <ol className="flex flex-col gap-2">
        {items.map((row, index) => {
          const label = `${itemLabel} ${index + 1}`;
          const named = label.toLowerCase();
          return (
            <li key={row.key} className="flex items-center gap-1.5 sm:gap-2">
              {numbered && (
                <span aria-hidden="true" className="w-6 shrink-0 text-right font-semibold text-muted">
                  {index + 1}.
                </span>
              )}
              <input
                ref={(el) => {
                  if (el) inputs.current.set(row.key, el);
                  else inputs.current.delete(row.key);
                }}
                className={`${inputClass} min-w-0 flex-1`}
                aria-label={label}
                aria-invalid={Boolean(error) && !row.text.trim()}
                value={row.text}
                maxLength={1000}
                onChange={(e) => onChange(items.map((r) => (r.key === row.key ? { ...r, text: e.target.value } : r)))}
              />
              <button
                type="button"
                ref={(el) => {
                  if (el) buttons.current.set(`${row.key}:up`, el);
                  else buttons.current.delete(`${row.key}:up`);
                }}
                className={iconButton}
                aria-label={t`Move ${named} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <Icon name="chevron-down" className="h-5 w-5 rotate-180" />
              </button>
              <button
                type="button"
                ref={(el) => {
                  if (el) buttons.current.set(`${row.key}:down`, el);
                  else buttons.current.delete(`${row.key}:down`);
                }}
                className={iconButton}
                aria-label={t`Move ${named} down`}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <Icon name="chevron-down" className="h-5 w-5" />
              </button>
              {items.length > min && (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t`Remove ${named}`}
                  onClick={() => remove(index)}
                >
                  <Icon name="cancel" className="h-5 w-5" />
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {items.length < max && (
        <Button variant="ghost" className="self-start px-3" onClick={add}>
          <Icon name="plus" className="h-5 w-5" />
          {addLabel}
        </Button>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
