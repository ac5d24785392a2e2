import { useId, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  createGoalRequestSchema,
  GOAL_OTHER_CHOICES_MAX,
  VOICE_CLIP_MAX_SECONDS,
  type SeniorView,
} from '@carewith/contracts';
import { ApiError } from '../../../api/http';
import { useCreateGoal } from '../../../api/useGoals';
import { Button } from '../../../components/Button';
import { DisclosureButton, DisclosurePanel } from '../../../components/Disclosure';
import { TextField } from '../../../components/Field';
import { FormEnd } from '../../../components/FormActions';
import { useApiForm } from '../../../hooks/useApiForm';
import { inAppLanguage } from '../../../i18n/contract-messages';
import type { StepVoice } from '../../games/stepDrafts';
import { VoiceClipField } from '../../games/VoiceClipField';
import { otherChoicesOf } from './goal-words';
import { BoxPhotoPicker } from './BoxPhotoPicker';
import { RatingField } from './RatingField';

type Values = {
  question: string;
  answer: string;
  otherChoices: string;
  why: string;
  chosenByLovedOne: boolean;
  photo: string;
  voice: string;
  rating: number | null;
};
const empty: Values = {
  question: '',
  answer: '',
  otherChoices: '',
  why: '',
  chosenByLovedOne: false,
  photo: '',
  voice: '',
  rating: null,
};
const FIELDS = ['question', 'answer', 'otherChoices', 'why', 'chosenByLovedOne', 'photo', 'voice', 'rating'] as const;
const MORE_FIELDS = ['otherChoices', 'why', 'photo', 'voice'] as const;

// The form's values as the contract's request: the other choices typed in one field, separated by
// commas; nothing for an empty why, photo or voice; no rating until one is chosen (the contract words it).
const toRequest = (v: Values) => ({
  question: v.question,
  answer: v.answer,
  otherChoices: otherChoicesOf(v.otherChoices),
  why: v.why.trim() === '' ? undefined : v.why,
  chosenByLovedOne: v.chosenByLovedOne,
  photo: v.photo || undefined,
  voice: v.voice || undefined,
  rating: v.rating ?? undefined,
});

// One tap fills the question and the answer; the family then makes the answer their own.
const EXAMPLES = [
  { question: msg`Who is your new helper?`, answer: msg`Ana` },
  { question: msg`Where do your glasses live?`, answer: msg`On the hall table` },
  { question: msg`Which button answers the phone?`, answer: msg`The green one` },
  { question: msg`What is your doctor called?`, answer: msg`Dr Patel` },
];

const inItsWords = (error: ApiError) => (error.serverMessage ? inAppLanguage(error.serverMessage) : undefined);

// "Add a goal" (Co-Caregivers): the question, the answer, whether the loved one chose it and the
// family's first rating, with the rest (other choices, why, a photo from the memory box, a voice cue)
// one tap away; an example fills the first two. Checked with the contract the API checks it with.
export function AddGoalForm({ senior, onAdded }: { senior: SeniorView; onAdded: () => void }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  // The voice cue uploaded for the goal being added, heard in the field before the goal is saved.
  const [clip, setClip] = useState<StepVoice | null>(null);
  const form = useApiForm({
    schema: createGoalRequestSchema,
    defaultValues: empty,
    toRequest,
    fields: FIELDS,
    mutation: useCreateGoal(senior.id),
    onSuccess: () => {
      form.reset(empty);
      setClip(null);
      setMoreOpen(false);
      onAdded();
    },
    refusals: { 403: inItsWords, 409: inItsWords },
    failure: t`The goal could not be saved. Please try again.`,
    failureAt: 'root',
    focusErrorsIn: formRef,
  });
  const errors = form.errorsOf(FIELDS);
  const values = form.watch();
  const name = senior.firstName;
  // A message inside the optional part opens it, so it can be read.
  const more = {
    open: moreOpen || MORE_FIELDS.some((field) => errors[field]),
    toggle: () => setMoreOpen((open) => !open),
    panelId: `${ids}-more`,
  };
  const set =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) =>
      form.setValue(field, value as never);

  return (
    <form ref={formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      <div role="group" aria-labelledby={`${ids}-examples`} className="flex flex-col gap-2">
        <span id={`${ids}-examples`} className="font-semibold">
          {t`Start from an example`}
        </span>
        <div className="flex flex-wrap gap-2">
          {EXAMPLES.map((example) => {
            const question = t(example.question);
            const answer = t(example.answer);
            return (
              <Button
                key={example.question.id}
                variant="secondary"
                padding="px-3"
                className="min-h-11 text-left"
                onClick={() => {
                  form.setValue('question', question);
                  form.setValue('answer', answer);
                }}
              >
                <span>
                  {question} <span className="font-normal">{answer}</span>
                </span>
              </Button>
            );
          })}
        </div>
        <p className="text-sm text-muted">{t`An example fills in the question and the answer: change the answer to ${name}'s own.`}</p>
      </div>
      <p className="rounded-xl bg-amber-50 p-3 text-amber-950">
        <span className="font-semibold">{t`Better not:`}</span>{' '}
        {t`a goal that brings back a loss, such as a death, a house sold or a pet gone. Each practice would tell it again.`}
      </p>
      <TextField
        label={t`The question ${name} will be asked`}
        hint={t`For example: Who is your new helper?`}
        value={values.question}
        onChange={set('question')}
        error={errors.question}
      />
      <TextField
        label={t`The answer to remember`}
        hint={t`Short and real, as ${name} would say it.`}
        value={values.answer}
        onChange={set('answer')}
        error={errors.answer}
      />
      <label className="flex min-h-12 cursor-pointer items-center gap-3 self-start rounded-lg pr-2 font-semibold">
        <input
          type="checkbox"
          className="h-6 w-6 shrink-0 accent-brand-700"
          checked={values.chosenByLovedOne}
          onChange={(event) => set('chosenByLovedOne')(event.target.checked)}
        />
        <span>{t`${name} chose this goal`}</span>
      </label>
      <RatingField
        firstName={name}
        value={values.rating}
        onChange={(rating) => {
          set('rating')(rating);
          form.clearErrorsAt('rating');
        }}
        error={errors.rating}
      />
      <DisclosureButton disclosure={more} className="self-start">
        {t`Other choices, why, photo, voice (optional)`}
      </DisclosureButton>
      <DisclosurePanel disclosure={more} className="flex flex-col gap-5">
        <TextField
          label={t`Other choices (optional)`}
          hint={t`Up to ${GOAL_OTHER_CHOICES_MAX}, separated by commas, for example: Maria, Lucy. Shown beside the answer; left empty, simple ones are made up.`}
          value={values.otherChoices}
          onChange={set('otherChoices')}
          error={errors.otherChoices}
        />
        <TextField
          label={t`Why it matters (optional)`}
          hint={t`For example: so ${name} knows who is at the door.`}
          rows={2}
          value={values.why}
          onChange={set('why')}
          error={errors.why}
        />
        <BoxPhotoPicker
          senior={senior}
          enabled={more.open}
          value={values.photo}
          onChange={(photo) => {
            set('photo')(photo);
            form.clearErrorsAt('photo');
          }}
          error={errors.photo}
        />
        <VoiceClipField
          use="step"
          voice={clip}
          careTeamId={senior.careTeamId}
          onChange={(voice) => {
            setClip(voice);
            set('voice')(voice?.ref ?? '');
            form.clearErrorsAt('voice');
          }}
          error={errors.voice}
          label={t`A voice cue (optional)`}
          hint={t`Record yourself saying the answer, for example “Your new helper is Ana”, up to ${VOICE_CLIP_MAX_SECONDS} seconds, or choose an audio file.`}
          clipName={t`Voice cue for the goal you are adding`}
        />
      </DisclosurePanel>
      <FormEnd alert={errors.root} pending={form.pending} submit={t`Save the goal`} busy={t`Saving...`} />
    </form>
  );
}
