import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  rateGoalRequestSchema,
  VOICE_CLIP_MAX_SECONDS,
  voiceClipIdOf,
  type Goal,
  type SeniorView,
} from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../../api/http';
import { useGoalVoice, useRateGoal, useStopGoal } from '../../../api/useGoals';
import { Badge } from '../../../components/Badge';
import { cardClass } from '../../../components/Card';
import { DisclosureButton, DisclosurePanel, useDisclosure } from '../../../components/Disclosure';
import { FormAlert } from '../../../components/Field';
import { FormEnd } from '../../../components/FormActions';
import { Icon } from '../../../components/Icon';
import { useApiForm } from '../../../hooks/useApiForm';
import { inAppLanguage } from '../../../i18n/contract-messages';
import { dateFormat } from '../../../i18n/format';
import { photoUrl } from '../../../lib/photoUrl';
import { VoiceClipField } from '../../games/VoiceClipField';
import { ConfirmButton } from '../about-me/ConfirmButton';
import { progressWords, ratingDue, stageWords } from './goal-words';
import { GoalRatings } from './GoalRatings';
import { RatingField } from './RatingField';

const inItsWords = (error: ApiError) => (error.serverMessage ? inAppLanguage(error.serverMessage) : undefined);

// One goal: the question and the answer, where it stands and how it is going in words, the family's
// ratings, and what a member may do with it: rate it when it is due and stop it (Co-Caregivers),
// record its voice cue (anyone). Each control is described by the goal's question, so a screen reader
// knows which goal "Rate it now" is for. What was done is said in the panel's status (`announce`).
export function GoalCard({
  senior,
  goal,
  canManage,
  announce,
  now,
}: {
  senior: SeniorView;
  goal: Goal;
  canManage: boolean;
  announce: (words: string) => void;
  now: Date;
}) {
  const { t } = useLingui();
  const questionId = useId();
  const stopped = goal.stage === 'stopped';
  const stop = useStopGoal(senior.id, goal.id);
  const [problem, setProblem] = useState<string | null>(null);
  const name = senior.firstName;
  const answer = goal.answer;
  const question = goal.question;
  const why = goal.why;
  const photo = photoUrl(goal.photo);
  const added = dateFormat({ dateStyle: 'medium' }).format(new Date(goal.createdAt));
  const by = goal.createdByName;

  const onStop = () => {
    setProblem(null);
    stop.mutate(undefined, {
      onSuccess: () => announce(t`“${question}” is no longer practised.`),
      onError: (error) => {
        if (isUnauthorized(error)) return;
        setProblem(
          (error instanceof ApiError && inItsWords(error)) || t`The goal could not be stopped. Please try again.`,
        );
      },
    });
  };

  return (
    <li>
      <article aria-labelledby={questionId} className={cardClass}>
        <div className="flex items-start gap-3">
          {photo && <img src={photo} alt="" className="h-20 w-20 shrink-0 rounded-xl bg-warm-100 object-cover" />}
          <div className="flex min-w-0 flex-col gap-1">
            <h3 id={questionId} className="text-lg font-bold break-words sm:text-xl">
              {question}
            </h3>
            <p className="text-lg break-words">
              <Trans>
                Answer: <strong>{answer}</strong>
              </Trans>
            </p>
            {goal.chosenByLovedOne && (
              <span className="self-start">
                <Badge tone="brand">{t`Chosen by ${name}`}</Badge>
              </span>
            )}
          </div>
        </div>
        <p className="flex items-start gap-2 font-semibold text-brand-800">
          <Icon
            name={stopped ? 'clock' : goal.stage === 'upkeep' ? 'check-circle' : 'trend'}
            className="mt-0.5 h-5 w-5 shrink-0"
          />
          <span>{stageWords(goal, now)}</span>
        </p>
        {why && <p className="break-words text-muted">{t`Why it matters: ${why}`}</p>}
        <p>{progressWords(goal)}</p>
        <GoalRatings goal={goal} />
        {canManage && ratingDue(goal, now) && (
          <RateGoal senior={senior} goal={goal} questionId={questionId} announce={announce} />
        )}
        <GoalVoice senior={senior} goal={goal} questionId={questionId} announce={announce} />
        {canManage && !stopped && (
          <div className="self-start">
            <ConfirmButton
              text={t`Stop practising`}
              label={t`Stop practising “${question}”`}
              question={t`Stop practising this goal? Its progress stays here.`}
              yes={t`Yes, stop`}
              busy={t`Stopping...`}
              no={t`Keep practising`}
              pending={stop.isPending}
              onConfirm={onStop}
            />
          </div>
        )}
        <FormAlert>{problem}</FormAlert>
        <p className="text-sm text-muted">{by ? t`Added by ${by} on ${added}` : t`Added on ${added}`}</p>
      </article>
    </li>
  );
}

type RatingValues = { rating: number | null };

// "Rate it now" (Co-Caregivers, every two weeks): the same 1-10 question the goal started with.
function RateGoal({
  senior,
  goal,
  questionId,
  announce,
}: {
  senior: SeniorView;
  goal: Goal;
  questionId: string;
  announce: (words: string) => void;
}) {
  const { t } = useLingui();
  const disclosure = useDisclosure();
  const form = useApiForm({
    schema: rateGoalRequestSchema,
    defaultValues: { rating: null } as RatingValues,
    toRequest: (values: RatingValues) => ({ rating: values.rating ?? undefined }),
    fields: ['rating'],
    mutation: useRateGoal(senior.id, goal.id),
    onSuccess: () => announce(t`Rating saved.`),
    refusals: { 403: inItsWords },
    failure: t`The rating could not be saved. Please try again.`,
    failureAt: 'root',
  });
  const errors = form.errorsOf(['rating'] as const);
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-xl bg-brand-50 p-3 font-medium">{t`Two weeks on: time to rate it again.`}</p>
      <DisclosureButton disclosure={disclosure} aria-describedby={questionId} className="self-start">
        {t`Rate it now`}
      </DisclosureButton>
      <DisclosurePanel disclosure={disclosure}>
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
          <RatingField
            firstName={senior.firstName}
            value={form.watch('rating')}
            onChange={(rating) => {
              form.setValue('rating', rating);
              form.clearErrorsAt('rating');
            }}
            error={errors.rating}
          />
          <FormEnd alert={errors.root} pending={form.pending} submit={t`Save the rating`} busy={t`Saving...`} />
        </form>
      </DisclosurePanel>
    </div>
  );
}

// The goal's voice cue: heard here, and recorded (or chosen as a file) by any member. A clip is
// uploaded as it is made (VoiceClipField), then set on the goal at once; no Save to press.
function GoalVoice({
  senior,
  goal,
  questionId,
  announce,
}: {
  senior: SeniorView;
  goal: Goal;
  questionId: string;
  announce: (words: string) => void;
}) {
  const { t } = useLingui();
  const disclosure = useDisclosure();
  const save = useGoalVoice(senior.id, goal.id);
  const [problem, setProblem] = useState<string | null>(null);
  const clipId = voiceClipIdOf(goal.voice ?? undefined);
  const question = goal.question;
  const answer = goal.answer;
  const stopped = goal.stage === 'stopped';
  if (stopped && !clipId) return null;
  return (
    <div className="flex flex-col gap-2">
      {clipId && (
        <audio
          controls
          preload="none"
          src={`/api/voice-clips/${clipId}`}
          aria-label={t`Voice cue for “${question}”`}
          className="w-full max-w-sm"
        />
      )}
      {!stopped && (
        <>
          <DisclosureButton disclosure={disclosure} aria-describedby={questionId} className="self-start">
            {clipId ? t`Change the voice cue` : t`Record a voice cue`}
          </DisclosureButton>
          <DisclosurePanel disclosure={disclosure} className="flex flex-col gap-2">
            <VoiceClipField
              use="step"
              voice={null}
              careTeamId={senior.careTeamId}
              onChange={(voice) => {
                if (!voice) return;
                setProblem(null);
                save.mutate(voice.ref, {
                  onSuccess: () => {
                    if (disclosure.open) disclosure.toggle();
                    announce(t`Voice cue saved.`);
                  },
                  onError: (error) => {
                    if (isUnauthorized(error)) return;
                    setProblem(
                      (error instanceof ApiError && inItsWords(error)) ||
                        t`The voice cue could not be saved. Please try again.`,
                    );
                  },
                });
              }}
              label={t`Voice cue`}
              hint={t`Record yourself saying the answer, “${answer}”, up to ${VOICE_CLIP_MAX_SECONDS} seconds, or choose an audio file. It is saved as soon as it is recorded.`}
              clipName={t`Voice cue for “${question}”`}
            />
            <FormAlert>{problem}</FormAlert>
          </DisclosurePanel>
        </>
      )}
    </div>
  );
}
