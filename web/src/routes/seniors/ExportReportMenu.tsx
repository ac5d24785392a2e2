import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button';
import { Icon } from '../../components/Icon';

const itemClass =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50';

// Export Report: a disclosure with a CSV download and the printable report. Escape or a click
// elsewhere closes it; Escape returns focus to the button.
export function ExportReportMenu({ seniorId, className = '' }: { seniorId: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onFocus = (event: FocusEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div ref={wrapper} className={`relative ${className}`}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((o) => !o)}
        className={buttonClass('secondary', 'w-full sm:w-auto')}
      >
        <Icon name="download" className="h-5 w-5" />
        <Trans>Export Report</Trans>
        <Icon name="chevron-down" className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={`${id}-menu`}
        hidden={!open}
        className="absolute right-0 z-20 mt-2 flex w-full min-w-60 flex-col gap-1 rounded-xl border border-warm-100 bg-white p-2 shadow-lg sm:w-auto"
      >
        <li>
          <a
            href={`/api/seniors/${seniorId}/results.csv`}
            download
            className={itemClass}
            onClick={() => setOpen(false)}
          >
            <Icon name="download" className="h-5 w-5" />
            <Trans>Download CSV</Trans>
          </a>
        </li>
        <li>
          <Link to={`/seniors/${seniorId}/report`} className={itemClass}>
            <Icon name="printer" className="h-5 w-5" />
            <Trans>Printable Report</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}
