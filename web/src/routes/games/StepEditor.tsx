import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { SAMPLE_STEP_COUNT, type TemplateSlug } from '@carewith/contracts';
import { templateTitle } from '../../lib/templates';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { StepCard } from './StepCard';
import { StepFields } from './StepFields';
import { VoiceClipField } from './VoiceClipField';
import type { LovedOneTexts } from '../../hooks/useLovedOneTexts';
import { VOICE_LABEL, voiceClipName, voiceHint } from './voiceClipTexts';
import { MAX_STEPS, newStep, stepSummary, type GameFormValues, type StepDraft } from './stepDrafts';

type Focus = { id: string; target: 'up' | 'down' | 'first' } | { id: null; target: 'heading' | 'add' };

// The activity's own steps for the chosen template (the activity form's `steps`): add, remove,
// reorder (buttons, so the keyboard can do it) and edit; with none, the template's sample steps are
// played.
export function StepEditor({
  form,
  templateId,
  selected,
  onSelect,
  errors,
  listError,
  careTeamId,
  texts,
}: {
  form: UseFormReturn<GameFormValues>;
  templateId: TemplateSlug;
  selected: number;
  onSelect: (index: number) => void;
  errors: Record<number, Record<string, string>>;
  listError?: string;
  careTeamId: string;
  // The loved one's words, for a new step's first words.
  texts: LovedOneTexts | undefined;
}) {
  const { t } = useLingui();
  // Rows are keyed by the step's own id, which stays the same while it moves and is edited; the
  // array's own key goes in `fieldKey` and is left out of the values.
  const {
    fields: steps,
    append,
    move: moveStep,
    remove: removeStep,
    update,
  } = useFieldArray({
    control: form.control,
    name: 'steps',
    keyName: 'fieldKey',
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const cards = useRef(new Map<string, HTMLElement>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Where the focus goes once the list has changed (moved with its step, or to the list).
  const focusNext = useRef<Focus | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const focus = focusNext.current;
    if (!focus) return;
    focusNext.current = null;
    if (focus.id === null) (focus.target === 'heading' ? heading.current : addButton.current)?.focus();
    else if (focus.target === 'first')
      cards.current.get(focus.id)?.querySelector<HTMLElement>('input:not([type=file]), textarea, select')?.focus();
    else buttons.current.get(`${focus.id}:${focus.target}`)?.focus();
  }, [steps]);

  const samples = SAMPLE_STEP_COUNT;

  const add = () => {
    const step = newStep(templateId, texts);
    append(step);
    onSelect(steps.length);
    setAnnouncement(t`Step ${steps.length + 1} added.`);
    focusNext.current = { id: step.id, target: 'first' };
  };

  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const step = steps[index];
    if (!step || to < 0 || to >= steps.length) return;
    moveStep(index, to);
    onSelect(to);
    setAnnouncement(
      direction === 'up'
        ? t`Step ${index + 1} moved up to position ${to + 1}.`
        : t`Step ${index + 1} moved down to position ${to + 1}.`,
    );
    const stillEnabled = direction === 'up' ? to > 0 : to < steps.length - 1;
    focusNext.current = { id: step.id, target: stillEnabled ? direction : direction === 'up' ? 'down' : 'up' };
  };

  const remove = (index: number) => {
    const left = steps.length - 1;
    removeStep(index);
    onSelect(Math.max(0, Math.min(selected >= index ? selected - 1 : selected, left - 1)));
    setAnnouncement(
      left ? t`Step ${index + 1} removed.` : t`Step ${index + 1} removed. The ${samples} sample steps will be used.`,
    );
    focusNext.current = { id: null, target: left ? 'heading' : 'add' };
  };

  // A step's fields changed. Found by its id when the change lands, as a photo or a voice clip arrives
  // after its upload, when the step may have moved.
  const edit = (next: StepDraft) => {
    const { fieldKey: _key, ...draft } = next as StepDraft & { fieldKey?: string };
    const index = form.getValues('steps').findIndex((s) => s.id === draft.id);
    if (index >= 0) update(index, draft as StepDraft);
  };

  return (
    <section aria-labelledby="steps-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="steps-heading" ref={heading} tabIndex={-1} className="text-xl font-bold">
          <Trans>Activity Steps</Trans>
        </h3>
        <p className="text-muted">
          {steps.length === 0
            ? t`No steps added yet: the ${samples} sample steps of ${templateTitle(templateId)} will be used. Add your own to make it personal.`
            : plural(steps.length, {
                one: `# step, played in this order. Up to ${MAX_STEPS}.`,
                other: `# steps, played in this order. Up to ${MAX_STEPS}.`,
              })}
        </p>
      </div>
      {listError && (
        <p role="alert" tabIndex={-1} data-error-focus className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {listError}
        </p>
      )}
      {steps.length > 0 && (
        <ol className="flex flex-col gap-4">
          {steps.map((step, index) => {
            const stepErrors = errors[index] ?? {};
            return (
              <StepCard
                key={step.id}
                number={index + 1}
                count={steps.length}
                summary={stepSummary(step)}
                selected={index === selected}
                onSelect={() => {
                  if (index !== selected) onSelect(index);
                }}
                onMove={(direction) => move(index, direction)}
                onRemove={() => remove(index)}
                registerButton={(name, el) => {
                  if (el) buttons.current.set(`${step.id}:${name}`, el);
                  else buttons.current.delete(`${step.id}:${name}`);
                }}
                registerCard={(el) => {
                  if (el) cards.current.set(step.id, el);
                  else cards.current.delete(step.id);
                }}
              >
                <>
                  <StepFields
                    draft={step}
                    onChange={edit}
                    errors={stepErrors}
                    careTeamId={careTeamId}
                    number={index + 1}
                  />
                  <VoiceClipField
                    use="step"
                    voice={step.voice}
                    careTeamId={careTeamId}
                    onChange={(voice) => edit({ ...step, voice })}
                    error={stepErrors.voice}
                    label={t(VOICE_LABEL)}
                    hint={voiceHint()}
                    clipName={voiceClipName(index + 1)}
                  />
                </>
              </StepCard>
            );
          })}
        </ol>
      )}
      {steps.length < MAX_STEPS ? (
        <Button ref={addButton} variant="secondary" className="self-start" onClick={add}>
          <Icon name="plus" className="h-5 w-5" />
          <Trans>Add step</Trans>
        </Button>
      ) : (
        <p className="text-muted">
          <Trans>An activity can have at most {MAX_STEPS} steps.</Trans>
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
