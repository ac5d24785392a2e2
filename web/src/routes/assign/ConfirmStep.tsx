import type { Ref } from 'react';
import { languageLabel, type GameInstance, type Senior } from '@carewith/contracts';
import { Button } from '../../components/Button';
import { Field, inputClass } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { NoPhoneNote } from './NoPhoneNote';
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
      {noPhone && <NoPhoneNote id="no-phone-note" senior={senior} />}
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
