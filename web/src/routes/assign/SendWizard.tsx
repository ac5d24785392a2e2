import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { assignFormSchema, defaultActivityMessage, type GameInstance, type Senior } from '@carewith/contracts';
import { useLovedOneTexts } from '../../hooks/useLovedOneTexts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useSendActivity } from '../../api/useSendActivity';
import { BackLink } from '../../components/BackLink';
import { toast } from '../../hooks/useToast';
import { ChooseActivityStep } from './ChooseActivityStep';
import { ConfirmStep } from './ConfirmStep';
import { PageIntro } from './PageIntro';
import { SelectLovedOneStep } from './SelectLovedOneStep';
import { SentStep } from './SentStep';
import { WizardProgress } from './WizardProgress';
import {
  copyNote,
  needsCopy,
  SEND_FAILED,
  SIBLING_CANNOT_SEND,
  type WizardHistoryState,
  type WizardStep,
} from './texts';

type Sent = { playUrl: string; sentGameId: string; firstName: string };

// The Send Activity wizard (spec section 2): Choose Activity, Select Loved One, Confirm & Send, then
// Activity Sent!. Back goes down to step 1; step 4 follows a successful send. "Send Another" remounts it.
// Each step is a history entry (state { wizard, wizardStep }), so the phone's or browser's Back goes
// to the previous step with the choices kept; step 4 replaces step 3's entry, so Back after a send
// never lands on a Confirm & Send that would send again.
export function SendWizard({
  wizardId,
  activities,
  seniors,
  allSeniors,
  initialGameId,
  initialSeniorId,
}: {
  // This wizard's id in the history entries it adds.
  wizardId: string;
  // The recent activities to choose from.
  activities: GameInstance[];
  // The loved ones the user may send to (those of the teams they are a Co-Caregiver of).
  seniors: Senior[];
  // Every loved one the user can see, for names.
  allSeniors: Senior[];
  initialGameId?: string | null;
  initialSeniorId?: string | null;
}) {
  const canSendTo = (id: string | null | undefined): id is string => Boolean(id && seniors.some((s) => s.id === id));
  const initialActivity = activities.find((a) => a.id === initialGameId) ?? null;
  const urlSenior = canSendTo(initialSeniorId) ? initialSeniorId : null;

  const location = useLocation();
  const navigate = useNavigate();
  const historyStep = (location.state as WizardHistoryState | null)?.wizardStep ?? (initialActivity ? 2 : 1);
  // The chosen activity as it was when chosen; the list's fresher copy wins while it is still listed.
  const [chosen, setChosen] = useState<GameInstance | null>(initialActivity);
  const [seniorId, setSeniorId] = useState(
    urlSenior ?? (canSendTo(initialActivity?.seniorId) ? initialActivity.seniorId : ''),
  );
  // A loved one chosen by hand (or from the URL) stays chosen when the activity changes.
  const [seniorPicked, setSeniorPicked] = useState(Boolean(urlSenior));
  const [editedMessage, setEditedMessage] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [sent, setSent] = useState<Sent | null>(null);
  const send = useSendActivity();

  const activity = chosen ? (activities.find((a) => a.id === chosen.id) ?? chosen) : null;
  const senior = seniors.find((s) => s.id === seniorId) ?? null;
  // A step whose choices are gone (a reload keeps the history entry, not the choices) shows the
  // furthest step those choices still allow.
  const step: WizardStep =
    historyStep === 4 && sent ? 4 : historyStep >= 3 && activity && senior ? 3 : historyStep >= 2 && activity ? 2 : 1;
  // The default message is in the loved one's language (issue #16), as their text will be (the
  // English catalog's words are defaultActivityMessage's); that until their catalog has loaded.
  const texts = useLovedOneTexts(senior?.language);
  const firstName = senior?.firstName;
  const message =
    editedMessage ??
    (texts
      ? firstName
        ? texts.t('sms.defaultMessage', { name: firstName })
        : texts.t('sms.defaultMessageNoName')
      : defaultActivityMessage(firstName));

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    // Keyboard and screen-reader users land on the new step's heading (by a button or by Back).
    if (shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  const goTo = (next: WizardStep) => {
    setMessageError(undefined);
    setServerError(undefined);
    const state: WizardHistoryState = { wizard: wizardId, wizardStep: next };
    navigate({ pathname: location.pathname, search: location.search }, { state, replace: next === 4 });
  };

  const chooseActivity = (gameId: string) => {
    const next = activities.find((a) => a.id === gameId) ?? null;
    setChosen(next);
    if (!seniorPicked) setSeniorId(canSendTo(next?.seniorId) ? next.seniorId : '');
  };

  const chooseSenior = (id: string) => {
    setSeniorId(id);
    setSeniorPicked(true);
  };

  const onSend = () => {
    if (!activity || !senior) return;
    const parsed = assignFormSchema.safeParse({ gameId: activity.id, seniorId, message });
    if (!parsed.success) {
      const messageIssue = parsed.error.issues.find((i) => i.path[0] === 'message');
      const otherIssue = parsed.error.issues.find((i) => i.path[0] !== 'message');
      setMessageError(messageIssue?.message);
      setServerError(otherIssue?.message);
      return;
    }
    if (!senior.phone) return;
    setMessageError(undefined);
    setServerError(undefined);
    send.mutate(
      { gameId: activity.id, seniorId, message: parsed.data.message, copy: needsCopy(activity, seniorId) },
      {
        onSuccess: (result) => {
          toast({ title: 'Activity Sent', description: 'A new activity has been sent to your loved one' });
          setSent({ playUrl: result.playUrl, sentGameId: result.sentGameId, firstName: senior.firstName });
          goTo(4);
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          if (error instanceof ApiError && error.status === 403) return setServerError(SIBLING_CANNOT_SEND);
          // A refusal the caregiver can act on (no phone, STOP, already sent) stays in the review panel.
          if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
            const messageField = error.fieldErrors.find((e) => e.field === 'message');
            if (messageField) return setMessageError(messageField.message);
            const text = error.fieldErrors[0]?.message ?? error.serverMessage;
            if (text) return setServerError(text);
          }
          toast({ title: 'Error', description: SEND_FAILED, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {step < 4 && <BackLink />}
      <PageIntro />
      <WizardProgress step={step} />
      <section
        aria-labelledby="step-heading"
        className="flex flex-col gap-6 rounded-2xl border border-warm-100 bg-white p-5 shadow-sm sm:p-8"
      >
        {step === 1 && (
          <ChooseActivityStep
            activities={activities}
            seniors={allSeniors}
            gameId={activity?.id ?? ''}
            onChoose={chooseActivity}
            onNext={() => activity && goTo(2)}
            headingRef={headingRef}
          />
        )}
        {step === 2 && activity && (
          <SelectLovedOneStep
            activity={activity}
            seniors={seniors}
            seniorId={seniorId}
            onChoose={chooseSenior}
            onBack={() => goTo(1)}
            onNext={() => senior && goTo(3)}
            headingRef={headingRef}
          />
        )}
        {step === 3 && activity && senior && (
          <ConfirmStep
            activity={activity}
            senior={senior}
            copyNote={copyNote(activity, senior, allSeniors)}
            message={message}
            messageError={messageError}
            serverError={serverError}
            sending={send.isPending}
            onMessageChange={(value) => {
              setEditedMessage(value);
              setMessageError(undefined);
            }}
            onBack={() => goTo(2)}
            onSend={onSend}
            headingRef={headingRef}
          />
        )}
        {step === 4 && sent && (
          <SentStep
            playUrl={sent.playUrl}
            firstName={sent.firstName}
            sentGameId={sent.sentGameId}
            headingRef={headingRef}
          />
        )}
      </section>
    </div>
  );
}
