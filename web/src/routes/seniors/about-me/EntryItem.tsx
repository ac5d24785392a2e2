import { useLingui } from '@lingui/react/macro';
import type { AboutMeEntry } from '@carewith/contracts';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { RemoveButton } from '../memory-box/RemoveButton';
import { entryLine, entryWords, sourceWords } from './phrases';
import type { PageControls } from './usePageControls';

// One item of a section: its words, who added it, a person's photo; for the team, "Not shared" when
// switched off, Hide or Show for Co-Caregivers and Remove on a line the member may remove.
export function EntryItem({
  entry,
  controls,
  canManage,
  large,
}: {
  entry: AboutMeEntry;
  controls?: PageControls;
  canManage: boolean;
  large: boolean;
}) {
  const { t } = useLingui();
  const { item, noteId } = entry;
  const { text, details } = entryWords(item);
  const line = entryLine(item);
  const hidden = controls?.hiddenNow(entry.key, entry.hidden) ?? entry.hidden;
  const canRemove = entry.canRemove && noteId !== null;
  const photo = item.kind === 'person' ? item.photoUrl : null;
  return (
    <li
      className={`flex flex-col gap-3 rounded-xl border p-3 sm:flex-row sm:items-start print:break-inside-avoid ${
        hidden ? 'border-dashed border-slate-400 bg-slate-50' : 'border-warm-100'
      }`}
    >
      {photo && item.kind === 'person' && (
        <img
          src={photo}
          alt={item.name}
          className={`shrink-0 rounded-lg object-cover ${large ? 'h-32 w-32 print:h-[4cm] print:w-[4cm]' : 'h-20 w-20'}`}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className={`break-words font-semibold ${large ? 'text-xl print:text-[18pt]' : ''}`}>{text}</p>
        {details.length > 0 && <p className="break-words">{details.join(' · ')}</p>}
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted print:text-[14pt]">
          {sourceWords(entry.source)}
          {hidden && <Badge>{t`Not shared`}</Badge>}
        </p>
      </div>
      {controls && (canManage || canRemove) && (
        <div className="flex flex-wrap items-center gap-2 sm:justify-end print:hidden">
          {canManage && (
            <Button variant="secondary" padding="px-4" onClick={() => controls.setHidden(entry.key, !hidden)}>
              {hidden ? t`Show` : t`Hide`}
              <span className="sr-only">: {line}</span>
            </Button>
          )}
          {canRemove && noteId && (
            <RemoveButton
              label={t`Remove: ${line}`}
              confirm={t`Remove this line from the page?`}
              pending={controls.removingNote(noteId)}
              onRemove={() => controls.removeNote(noteId)}
            />
          )}
        </div>
      )}
    </li>
  );
}
