import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Badge } from '../../components/Badge';
import { Icon } from '../../components/Icon';

const smallButton =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg border-2 border-slate-300 bg-white px-3 font-semibold text-brand-800 hover:border-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

// One authored step: its number, Move up / Move down / Remove, and its fields. Focusing or clicking
// inside it shows it in the preview.
export function StepCard({
  number,
  count,
  summary,
  selected,
  onSelect,
  onMove,
  onRemove,
  registerButton,
  registerCard,
  children,
}: {
  number: number;
  count: number;
  summary: string;
  selected: boolean;
  onSelect: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
  registerButton: (name: 'up' | 'down', el: HTMLButtonElement | null) => void;
  registerCard: (el: HTMLLIElement | null) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <li
      ref={registerCard}
      onFocusCapture={onSelect}
      onClick={onSelect}
      className={`rounded-2xl border-2 bg-white p-3 sm:p-5 ${selected ? 'border-brand-700 shadow-md' : 'border-warm-100'}`}
    >
      <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h4 id={headingId} className="text-lg font-bold">
              <Trans>Step {number}</Trans>
            </h4>
            {summary && <span className="min-w-0 truncate text-muted">{summary}</span>}
            {selected && (
              <Badge tone="brand">
                <Trans>In preview</Trans>
              </Badge>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              ref={(el) => registerButton('up', el)}
              className={smallButton}
              disabled={number === 1}
              onClick={() => onMove('up')}
            >
              <Icon name="chevron-down" className="h-5 w-5 rotate-180" />
              <ButtonName number={number}>
                <Trans>Move up</Trans>
              </ButtonName>
            </button>
            <button
              type="button"
              ref={(el) => registerButton('down', el)}
              className={smallButton}
              disabled={number === count}
              onClick={() => onMove('down')}
            >
              <Icon name="chevron-down" className="h-5 w-5" />
              <ButtonName number={number}>
                <Trans>Move down</Trans>
              </ButtonName>
            </button>
            <button type="button" className={smallButton} onClick={onRemove}>
              <Icon name="cancel" className="h-5 w-5" />
              <ButtonName number={number}>
                <Trans>Remove</Trans>
              </ButtonName>
            </button>
          </div>
        </div>
        {children}
      </section>
    </li>
  );
}

// A step button's words: shown from a tablet up, and always read with the step's number ("Move up step 2").
function ButtonName({ number, children }: { number: number; children: ReactNode }) {
  return (
    <>
      <span className="sr-only sm:not-sr-only">{children}</span>
      <span className="sr-only">
        {' '}
        <Trans>step {number}</Trans>
      </span>
    </>
  );
}
