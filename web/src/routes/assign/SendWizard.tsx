import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { assignFormSchema, type GameInstance, type Senior } from '@carewith/contracts';
import { useSendActivity } from '../../api/useSendActivity';
import { BackLink } from '../../components/BackLink';
import { useApiForm } from '../../hooks/useApiForm';
import { toast } from '../../hooks/useToast';
import { ChooseActivityStep } from './ChooseActivityStep';
import { ConfirmStep } from './ConfirmStep';
import { PageIntro } from './PageIntro';
import { SelectLovedOneStep } from './SelectLovedOneStep';
import { SentStep } from './SentStep';
import { useDefaultActivityMessage } from './useDefaultActivityMessage';
import { WizardProgress } from './WizardProgress';
import { copyNote, needsCopy, SEND_FAILED, sendRefusals, type WizardHistoryState, type WizardStep } from './texts';

type Sent = { playUrl: string; sentGameId: string; firstName: string };
// The message as the caregiver edited it; null until they do.
type Values = { editedMessage: string | null };

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
  const { t } = useLingui();
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
  const [sent, setSent] = useState<Sent | null>(null);

  const activity = chosen ? (activities.find((a) => a.id === chosen.id) ?? chosen) : null;
  const senior = seniors.find((s) => s.id === seniorId) ?? null;
  // A step whose choices are gone (a reload keeps the history entry, not the choices) shows the
  // furthest step those choices still allow.
  const step: WizardStep =
    historyStep === 4 && sent ? 4 : historyStep >= 3 && activity && senior ? 3 : historyStep >= 2 && activity ? 2 : 1;
  const defaultMessage = useDefaultActivityMessage(senior);

  // Confirm & Send's message, checked with the activity and the loved one on Send. Until the caregiver
  // edits it, it is the default one of the loved one chosen.
  const form = useApiForm({
    schema: assignFormSchema,
    defaultValues: { editedMessage: null } as Values,
    toRequest: ({ editedMessage }: Values) => ({
      gameId: activity?.id ?? '',
      seniorId,
      message: editedMessage ?? defaultMessage,
    }),
    fields: ['message'],
    mutation: useSendActivity(),
    variables: ({ gameId, message }) => ({
      gameId,
      seniorId,
      message,
      copy: activity ? needsCopy(activity, seniorId) : false,
    }),
    onSuccess: (result) => {
      toast({ title: t`Activity Sent`, description: t`A new activity has been sent to your loved one` });
      setSent({ playUrl: result.playUrl, sentGameId: result.sentGameId, firstName: senior?.firstName ?? '' });
      goTo(4);
    },
    // A refusal the caregiver can act on (no phone, STOP, already sent) stays in the review panel.
    fieldStatuses: [400, 409],
    refusals: sendRefusals(),
    failure: t(SEND_FAILED),
  });
  const message = form.watch('editedMessage') ?? defaultMessage;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    // Keyboard and screen-reader users land on the new step's heading (by a button or by Back).
    if (shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  function goTo(next: WizardStep) {
    form.clearErrors();
    const state: WizardHistoryState = { wizard: wizardId, wizardStep: next };
    navigate({ pathname: location.pathname, search: location.search }, { state, replace: next === 4 });
  }

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
    // Send stays disabled while the loved one has no phone.
    if (activity && senior?.phone) void form.onSubmit();
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
            messageError={form.errorOf('message')}
            serverError={form.errorOf('root')}
            sending={form.pending}
            onMessageChange={(value) => {
              form.setValue('editedMessage', value);
              form.clearErrorsAt('message');
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
