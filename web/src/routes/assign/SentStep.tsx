import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { PlayLinkInput, useCopyLink } from '../../components/PlayLinkInput';
import { StepHeading } from './StepHeading';

// Step 4: Activity Sent!, the play link with Copy, Back to Dashboard and Send Another.
export function SentStep({
  playUrl,
  firstName,
  sentGameId,
  headingRef,
}: {
  playUrl: string;
  firstName: string;
  sentGameId: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useLingui();
  const { input, copy } = useCopyLink(playUrl, t`Paste it anywhere to share the activity.`);

  return (
    <>
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800"
        >
          <Icon name="check" className="h-8 w-8" />
        </span>
        <StepHeading
          id="step-heading"
          headingRef={headingRef}
          description={t`${firstName} will get a text message with your note and a link to play.`}
        >
          <Trans>Activity Sent!</Trans>
        </StepHeading>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor="play-link" className="font-semibold">
          <Trans>Play link</Trans>
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <PlayLinkInput id="play-link" playUrl={playUrl} noteId="play-link-note" input={input} />
          <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
            <Trans>Copy</Trans>
          </Button>
        </div>
        <p id="play-link-note" className="text-sm text-muted">
          <Trans>
            For {firstName}'s privacy this link is shown only here. You can follow how it goes on{' '}
            <Link to={`/games/${sentGameId}`} className="font-semibold text-brand-800 underline underline-offset-4">
              the activity's page
            </Link>
            .
          </Trans>
        </p>
      </div>
      <div className="flex flex-col gap-3 border-t border-warm-100 pt-5 sm:flex-row sm:justify-center">
        <Link to="/" className={buttonClass('secondary')}>
          <Trans>Back to Dashboard</Trans>
        </Link>
        <Link to="/assign" className={buttonClass()}>
          <Icon name="send" className="h-5 w-5" />
          <Trans>Send Another</Trans>
        </Link>
      </div>
    </>
  );
}
