import { useEffect, useRef, useState } from 'react';
import { SAMPLE_STEP_COUNT, TEMPLATES, type TemplateSlug } from '@carewith/contracts';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { PlaceStepFields } from './PlaceStepFields';
import { QuestionStepFields } from './QuestionStepFields';
import { RecipeStepFields } from './RecipeStepFields';
import { ShoppingStepFields } from './ShoppingStepFields';
import { StepCard } from './StepCard';
import { VoiceClipField } from './VoiceClipField';
import { MAX_STEPS, moveItem, newStep, stepSummary, type StepDraft } from './stepDrafts';

type Focus = { id: string; target: 'up' | 'down' | 'first' } | { id: null; target: 'heading' | 'add' };

// The activity's own steps for the chosen template: add, remove, reorder (buttons, so the keyboard
// can do it) and edit; with none, the template's sample steps are played.
export function StepEditor({
  templateId,
  steps,
  onChange,
  selected,
  onSelect,
  errors,
  listError,
  careTeamId,
}: {
  templateId: TemplateSlug;
  steps: StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  selected: number;
  onSelect: (index: number) => void;
  errors: Record<number, Record<string, string>>;
  listError?: string;
  careTeamId: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const cards = useRef(new Map<string, HTMLElement>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focus, setFocus] = useState<Focus | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focus) return;
    if (focus.id === null) (focus.target === 'heading' ? heading.current : addButton.current)?.focus();
    else if (focus.target === 'first')
      cards.current.get(focus.id)?.querySelector<HTMLElement>('input:not([type=file]), textarea, select')?.focus();
    else buttons.current.get(`${focus.id}:${focus.target}`)?.focus();
    setFocus(null);
  }, [focus, steps]);

  const samples = SAMPLE_STEP_COUNT;

  const add = () => {
    const step = newStep(templateId);
    onChange([...steps, step]);
    onSelect(steps.length);
    setAnnouncement(`Step ${steps.length + 1} added.`);
    setFocus({ id: step.id, target: 'first' });
  };

  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const step = steps[index];
    if (!step || to < 0 || to >= steps.length) return;
    onChange(moveItem(steps, index, to));
    onSelect(to);
    setAnnouncement(`Step ${index + 1} moved ${direction} to position ${to + 1}.`);
    const stillEnabled = direction === 'up' ? to > 0 : to < steps.length - 1;
    setFocus({ id: step.id, target: stillEnabled ? direction : direction === 'up' ? 'down' : 'up' });
  };

  const remove = (index: number) => {
    const next = steps.filter((_, i) => i !== index);
    onChange(next);
    onSelect(Math.max(0, Math.min(selected >= index ? selected - 1 : selected, next.length - 1)));
    setAnnouncement(
      next.length
        ? `Step ${index + 1} removed.`
        : `Step ${index + 1} removed. The ${samples} sample steps will be used.`,
    );
    setFocus({ id: null, target: next.length ? 'heading' : 'add' });
  };

  return (
    <section aria-labelledby="steps-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="steps-heading" ref={heading} tabIndex={-1} className="text-xl font-bold">
          Activity Steps
        </h3>
        <p className="text-muted">
          {steps.length === 0
            ? `No steps added yet: the ${samples} sample steps of ${TEMPLATES[templateId].title} will be used. Add your own to make it personal.`
            : `${steps.length} ${steps.length === 1 ? 'step' : 'steps'}, played in this order. Up to ${MAX_STEPS}.`}
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
            const update = (next: StepDraft) => onChange(steps.map((s) => (s.id === step.id ? next : s)));
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
                  {step.kind === 'grandkid-match' ? (
                    <QuestionStepFields
                      draft={step}
                      onChange={update}
                      errors={stepErrors}
                      careTeamId={careTeamId}
                      number={index + 1}
                    />
                  ) : step.kind === 'places-flashcards' ? (
                    <PlaceStepFields
                      draft={step}
                      onChange={update}
                      errors={stepErrors}
                      careTeamId={careTeamId}
                      number={index + 1}
                    />
                  ) : step.kind === 'recipe-sequencing' ? (
                    <RecipeStepFields draft={step} onChange={update} errors={stepErrors} />
                  ) : (
                    <ShoppingStepFields draft={step} onChange={update} errors={stepErrors} />
                  )}
                  <VoiceClipField
                    voice={step.voice}
                    careTeamId={careTeamId}
                    onChange={(voice) => update({ ...step, voice })}
                    error={stepErrors.voice}
                    number={index + 1}
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
          Add step
        </Button>
      ) : (
        <p className="text-muted">An activity can have at most {MAX_STEPS} steps.</p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
