import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { languageLabel, type GameInstance, type Senior } from '@carewith/contracts';
import { Button } from '../../components/Button';
import { Field, inputClass } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { ReviewPanel } from './ReviewPanel';
import { StepActions } from './StepActions';
import { StepHeading } from './StepHeading';
import { LoadFailed } from '../../components/LoadState';

// Step 3: the review panel, the personal message (prefilled, required) and Send. Send stays disabled
// while the chosen loved one has no phone, and says why.
export function ConfirmStep({
  activity,
  senior,
  copyNote,
  message,
  messageError,
  serverError,
  sending,
  onMessageChange,
  onBack,
  onSend,
  headingRef,
}: {
  activity: GameInstance;
  senior: Senior;
  copyNote: string | null;
  message: string;
  messageError?: string;
  serverError?: string;
  sending: boolean;
  onMessageChange: (message: string) => void;
  onBack: () => void;
  onSend: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const noPhone = !senior.phone;
  return (
    <>
      <StepHeading
        id="step-heading"
        headingRef={headingRef}
        description={`Check the details, then send ${senior.firstName} a text message with a link to play.`}
      >
        Confirm &amp; Send
      </StepHeading>
      <ReviewPanel activity={activity} senior={senior} copyNote={copyNote} />
      <Field
        label="Personal Message (optional)"
        hint={
          senior.language === 'en'
            ? 'The link to the activity is added after your message.'
            : `The link to the activity is added after your message. ${senior.firstName}'s texts are in ${languageLabel(senior.language)}.`
        }
        error={messageError}
      >
        {(p) => (
          <textarea
            {...p}
            lang={senior.language}
            rows={5}
            className={`${inputClass} py-2`}
            value={message}
            onChange={(e) => onMessageChange(e.target.value)}
          />
        )}
      </Field>
      {noPhone && (
        <div id="no-phone-note" className="flex flex-col items-start gap-2 rounded-xl bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{senior.firstName} has no phone number yet.</p>
          <Link
            to={`/seniors/${senior.id}`}
            className="inline-flex min-h-11 items-center rounded-lg font-semibold text-brand-800 underline underline-offset-4 hover:bg-amber-100"
          >
            Add a phone number on {senior.firstName}'s profile
          </Link>
        </div>
      )}
      {serverError && <LoadFailed>{serverError}</LoadFailed>}
      <StepActions onBack={onBack} backDisabled={sending}>
        <Button onClick={onSend} disabled={noPhone || sending} aria-describedby={noPhone ? 'no-phone-note' : undefined}>
          <Icon name="send" className="h-5 w-5" />
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </StepActions>
    </>
  );
}
