import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import type { GameInstance, Senior } from '@carewith/contracts';
import { languageInSentence } from '../../i18n/format';
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
  const { t } = useLingui();
  const noPhone = !senior.phone;
  const name = senior.firstName;
  return (
    <>
      <StepHeading
        id="step-heading"
        headingRef={headingRef}
        description={t`Check the details, then send ${name} a text message with a link to play.`}
      >
        <Trans>Confirm &amp; Send</Trans>
      </StepHeading>
      <ReviewPanel activity={activity} senior={senior} copyNote={copyNote} />
      <Field
        label={t`Personal Message (optional)`}
        hint={
          senior.language === 'en'
            ? t`The link to the activity is added after your message.`
            : t`The link to the activity is added after your message. ${name}'s texts are in ${languageInSentence(senior.language)}.`
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
          {sending ? t`Sending...` : t`Send`}
        </Button>
      </StepActions>
    </>
  );
}
