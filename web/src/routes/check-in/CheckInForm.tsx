import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { checkInRequestSchema, LIMITS } from '@carewith/contracts';
import { useCreateCheckIn } from '../../api/useCreateCheckIn';
import { Field, inputClass } from '../../components/Field';
import { useApiForm } from '../../hooks/useApiForm';
import { toast } from '../../hooks/useToast';
import { moodLabel, MOODS } from '../../lib/mood';
import { MoodOption } from './MoodOption';
import { FormEnd } from '../../components/FormActions';

type Values = { mood: number | null; freeText: string };

// The caregiver's own check-in: a mood from 1 to 5 and, if they like, a few words.
export function CheckInForm() {
  const { t } = useLingui();
  const id = useId();
  const form = useApiForm({
    schema: checkInRequestSchema,
    defaultValues: { mood: null, freeText: '' } as Values,
    toRequest: ({ mood, freeText }: Values) => ({ mood: mood ?? undefined, freeText }),
    fields: ['mood', 'freeText'],
    mutation: useCreateCheckIn(),
    onSuccess: () => {
      toast({ title: t`Check-In Saved`, description: t`Thank you for taking a moment for yourself.` });
      form.reset();
    },
    failure: t`Failed to save check-in. Please try again.`,
  });
  const mood = form.watch('mood');
  const errors = form.errorsOf(['mood', 'freeText'] as const);

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="check-in-heading"
      className="flex flex-col gap-6 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={`${id}-scale${errors.mood ? ` ${id}-mood-error` : ''}`}
      >
        <legend className="mb-1 text-lg font-semibold">
          <Trans>Your mood right now</Trans>
        </legend>
        <p id={`${id}-scale`} className="text-muted">
          <Trans>From 1 (very low) to 5 (great). There are no wrong answers.</Trans>
        </p>
        <div className="grid gap-3 sm:grid-cols-5">
          {MOODS.map((m) => (
            <MoodOption
              key={m}
              mood={m}
              label={moodLabel(m) || String(m)}
              checked={mood === m}
              invalid={Boolean(errors.mood)}
              onChange={(value) => {
                form.setValue('mood', value);
                form.clearErrors('mood');
              }}
            />
          ))}
        </div>
        {errors.mood && (
          <p id={`${id}-mood-error`} role="alert" className="text-sm font-medium text-red-800">
            {errors.mood}
          </p>
        )}
      </fieldset>
      <Field label={t`Anything on your mind? (optional)`} error={errors.freeText}>
        {(p) => (
          <textarea
            {...p}
            rows={4}
            maxLength={LIMITS.freeText}
            className={`${inputClass} py-2`}
            {...form.register('freeText')}
          />
        )}
      </Field>
      <FormEnd alert={errors.root} pending={form.pending} submit={t`Save Check-In`} busy={t`Saving...`} />
    </form>
  );
}
