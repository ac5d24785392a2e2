import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { PlayLinkInput, useCopyLink } from '../../components/PlayLinkInput';

// The link just generated: shown this once (the server keeps only a hash), with Copy Link.
export function NewLinkPanel({ playUrl }: { playUrl: string }) {
  const { t } = useLingui();
  const id = useId();
  const { input, copy } = useCopyLink(playUrl, t`Paste it into a message to your loved one.`);

  return (
    <div className="flex flex-col gap-3 rounded-xl border-2 border-brand-700 bg-brand-50 p-4">
      <label htmlFor={id} className="font-semibold">
        <Trans>New play link</Trans>
      </label>
      <PlayLinkInput id={id} playUrl={playUrl} noteId={`${id}-note`} input={input} />
      <p id={`${id}-note`} className="text-sm text-muted">
        <Trans>
          Copy it now: for your loved one's privacy it is shown only this once. You can always generate a new one.
        </Trans>
      </p>
      <Button className="self-start" onClick={() => void copy()}>
        <Icon name="check" className="h-5 w-5" />
        <Trans>Copy Link</Trans>
      </Button>
    </div>
  );
}
