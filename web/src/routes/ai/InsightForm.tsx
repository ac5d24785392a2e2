import { FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  aiFormSchema,
  customInsightRequestSchema,
  LIMITS,
  TIME_RANGE_LABELS,
  TIME_RANGES,
  timeRangeSchema,
  type Senior,
  type TimeRange,
} from '@carewith/contracts';
import type { InsightRequest } from '../../api/useGenerateInsight';
import { Button, buttonClass } from '../../components/Button';
import { Field, inputClass } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { collectErrors, issuesOf } from '../../lib/fieldErrors';
import { fullName } from '../../lib/format';
import { AssessmentMode, AssessmentTypeToggle } from './AssessmentTypeToggle';

const FIELDS = ['seniorId', 'timeRange', 'question', 'root'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

// The AI form (spec section 5): loved one, time range (7d by default), assessment type and, for a
// custom insight, the caregiver's question. Submit stays disabled until a loved one is chosen.
export function InsightForm({
  seniors,
  seniorId,
  onSeniorChange,
  onGenerate,
  generating,
  loadFailed = false,
}: {
  seniors: Pick<Senior, 'id' | 'firstName' | 'lastName'>[];
  seniorId: string;
  onSeniorChange: (seniorId: string) => void;
  onGenerate: (request: InsightRequest) => void;
  generating: boolean;
  loadFailed?: boolean;
}) {
  const [timeRange, setTimeRange] = useState<string>('7d');
  const [mode, setMode] = useState<AssessmentMode>('weekly');
  const [question, setQuestion] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = aiFormSchema.safeParse({ seniorId, timeRange });
    const next: Errors = parsed.success ? {} : collectErrors(issuesOf(parsed.error), FIELDS, 'root');
    const asked = customInsightRequestSchema.shape.question.safeParse(question);
    if (mode === 'custom' && !asked.success) next.question = asked.error.issues[0]?.message;
    setErrors(next);
    const range = timeRangeSchema.safeParse(timeRange);
    if (!parsed.success || !range.success || (mode === 'custom' && !asked.success)) return;
    onGenerate(
      mode === 'custom' && asked.success
        ? { kind: 'custom', seniorId: parsed.data.seniorId, timeRange: range.data, question: asked.data }
        : { kind: 'weekly', seniorId: parsed.data.seniorId, timeRange: range.data },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Ask for an insight"
      className="flex flex-col gap-5 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm"
    >
      <Field label="Choose Loved One" error={errors.seniorId}>
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={seniorId}
            onChange={(e) => {
              onSeniorChange(e.target.value);
              setErrors((x) => ({ ...x, seniorId: undefined }));
            }}
          >
            <option value="">Select a loved one</option>
            {seniors.map((s) => (
              <option key={s.id} value={s.id}>
                {fullName(s)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {seniors.length === 0 && !loadFailed && (
        <div className="flex flex-col items-start gap-3 rounded-xl bg-warm-100 p-4">
          <p>Add a loved one first, then come back here for insights about their activities.</p>
          <Link to="/seniors/new" className={buttonClass('secondary')}>
            <Icon name="plus" className="h-5 w-5" />
            Add Your First Loved One
          </Link>
        </div>
      )}
      <Field label="Time Range" error={errors.timeRange}>
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={timeRange}
            onChange={(e) => {
              setTimeRange(e.target.value);
              setErrors((x) => ({ ...x, timeRange: undefined }));
            }}
          >
            {TIME_RANGES.map((r: TimeRange) => (
              <option key={r} value={r}>
                {TIME_RANGE_LABELS[r]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <AssessmentTypeToggle
        value={mode}
        onChange={(m) => {
          setMode(m);
          setErrors((x) => ({ ...x, question: undefined }));
        }}
      />
      {mode === 'custom' && (
        <Field
          label="Your Question"
          hint="For example: Which activities went best this month? Are mornings better than afternoons?"
          error={errors.question}
        >
          {(p) => (
            <textarea
              {...p}
              rows={4}
              maxLength={LIMITS.question}
              className={`${inputClass} py-2`}
              value={question}
              onChange={(e) => {
                setQuestion(e.target.value);
                setErrors((x) => ({ ...x, question: undefined }));
              }}
            />
          )}
        </Field>
      )}
      {errors.root && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {errors.root}
        </p>
      )}
      <Button type="submit" disabled={!seniorId || generating} className="self-stretch sm:self-start">
        <Icon name="sparkles" className="h-5 w-5" />
        {generating ? 'Generating...' : 'Generate Insight'}
      </Button>
    </form>
  );
}
