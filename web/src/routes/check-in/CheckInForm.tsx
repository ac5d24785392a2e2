import { FormEvent, useId, useState } from 'react';
import { checkInRequestSchema, LIMITS } from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useCreateCheckIn } from '../../api/useCreateCheckIn';
import { Button } from '../../components/Button';
import { Field, inputClass } from '../../components/Field';
import { toast } from '../../hooks/useToast';
import { collectErrors, issuesOf } from '../../lib/fieldErrors';
import { MOOD_LABELS, MOODS } from '../../lib/mood';
import { MoodOption } from './MoodOption';

const FIELDS = ['mood', 'freeText', 'root'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

// The caregiver's own check-in: a mood from 1 to 5 and, if they like, a few words.
export function CheckInForm() {
  const id = useId();
  const create = useCreateCheckIn();
  const [mood, setMood] = useState<number | null>(null);
  const [freeText, setFreeText] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkInRequestSchema.safeParse({ mood: mood ?? undefined, freeText });
    if (!parsed.success) {
      setErrors(collectErrors(issuesOf(parsed.error), FIELDS, 'root'));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Check-In Saved', description: 'Thank you for taking a moment for yourself.' });
        setMood(null);
        setFreeText('');
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) {
          setErrors(collectErrors(error.fieldErrors, FIELDS, 'root'));
          return;
        }
        toast({ title: 'Error', description: 'Failed to save check-in. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="check-in-heading"
      className="flex flex-col gap-6 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={`${id}-scale${errors.mood ? ` ${id}-mood-error` : ''}`}
      >
        <legend className="mb-1 text-lg font-semibold">Your mood right now</legend>
        <p id={`${id}-scale`} className="text-muted">
          From 1 (very low) to 5 (great). There are no wrong answers.
        </p>
        <div className="grid gap-3 sm:grid-cols-5">
          {MOODS.map((m) => (
            <MoodOption
              key={m}
              mood={m}
              label={MOOD_LABELS[m] ?? String(m)}
              checked={mood === m}
              invalid={Boolean(errors.mood)}
              onChange={(value) => {
                setMood(value);
                setErrors((e) => ({ ...e, mood: undefined }));
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
      <Field label="Anything on your mind? (optional)" error={errors.freeText}>
        {(p) => (
          <textarea
            {...p}
            rows={4}
            maxLength={LIMITS.freeText}
            className={`${inputClass} py-2`}
            value={freeText}
            onChange={(e) => setFreeText(e.target.value)}
          />
        )}
      </Field>
      {errors.root && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {errors.root}
        </p>
      )}
      <Button type="submit" disabled={create.isPending} className="self-stretch sm:self-start">
        {create.isPending ? 'Saving...' : 'Save Check-In'}
      </Button>
    </form>
  );
}
