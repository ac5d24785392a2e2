import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { PlayLinkInput, useCopyLink } from '../../components/PlayLinkInput';

// An invitation's link, shown once to copy and send (it is e-mailed too): the field, what it is for,
// and Copy link.
export function LinkToCopy({ link, label, note }: { link: string; label: string; note: string }) {
  const { t } = useLingui();
  const id = useId();
  const { input, copy } = useCopyLink(link, t`The link is copied. Paste it into a message.`);
  return (
    <div role="status" className="flex flex-col gap-2 rounded-xl bg-brand-50 p-4">
      <label htmlFor={`${id}-link`} className="font-semibold">
        {label}
      </label>
      <p id={`${id}-note`} className="text-sm text-muted">
        {note}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <PlayLinkInput id={`${id}-link`} playUrl={link} noteId={`${id}-note`} input={input} />
        <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
          {t`Copy link`}
        </Button>
      </div>
    </div>
  );
}
