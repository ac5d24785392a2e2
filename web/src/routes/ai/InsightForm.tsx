import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import {
  aiFormSchema,
  customInsightRequestSchema,
  LIMITS,
  TIME_RANGES,
  type Senior,
  type TimeRange,
} from '@carewith/contracts';
import type { InsightRequest } from '../../api/useGenerateInsight';
import { buttonClass } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { FormEnd } from '../../components/FormActions';
import { Icon } from '../../components/Icon';
import { useApiForm } from '../../hooks/useApiForm';
import { fullName } from '../../lib/format';
import { AssessmentMode, AssessmentTypeToggle } from './AssessmentTypeToggle';
import { timeRangeLabel } from './texts';

const FIELDS = ['seniorId', 'timeRange', 'question'] as const;
type Values = { timeRange: string; mode: AssessmentMode; question: string };

// The form's request: the loved one and the period, and for a Custom Insight the caregiver's question.
const insightFormSchema = aiFormSchema.extend({ question: customInsightRequestSchema.shape.question.optional() });

// The AI form (spec section 5): loved one, time range (7d by default), assessment type and, for a
// custom insight, the caregiver's question. Submit stays disabled until a loved one is chosen. The
// checked request goes to the page, which asks for the insight (and asks again on Regenerate).
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
  const { t } = useLingui();
  const form = useApiForm({
    schema: insightFormSchema,
    defaultValues: { timeRange: '7d', mode: 'weekly', question: '' } as Values,
    // A Weekly Trend's question is neither checked nor sent.
    toRequest: ({ timeRange, mode, question }: Values) => ({
      seniorId,
      timeRange,
      ...(mode === 'custom' ? { question } : {}),
    }),
    fields: FIELDS,
    mutation: {
      mutate: (request: InsightRequest, { onSuccess }) => {
        onGenerate(request);
        onSuccess(undefined);
      },
      isPending: generating,
    },
    variables: ({ seniorId: id, timeRange, question }): InsightRequest =>
      question === undefined
        ? { kind: 'weekly', seniorId: id, timeRange }
        : { kind: 'custom', seniorId: id, timeRange, question },
    onSuccess: () => undefined,
    // The page asks and words a failed request itself; the form only checks it.
    failure: '',
  });
  const { timeRange, mode, question } = form.watch();
  const errors = form.errorsOf(FIELDS);
  // Changing a field clears its message.
  const edit = <K extends keyof Values>(key: K, value: Values[K], clears: (typeof FIELDS)[number]) => {
    form.setValue(key as never, value as never);
    form.clearErrorsAt(clears);
  };

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t`Ask for an insight`}
      className="flex flex-col gap-5 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm"
    >
      <SelectField
        label={t`Choose Loved One`}
        error={errors.seniorId}
        value={seniorId}
        onChange={(id) => {
          onSeniorChange(id);
          form.clearErrorsAt('seniorId');
        }}
        options={[
          { value: '', label: t`Select a loved one` },
          ...seniors.map((s) => ({ value: s.id, label: fullName(s) })),
        ]}
      />
      {seniors.length === 0 && !loadFailed && (
        <div className="flex flex-col items-start gap-3 rounded-xl bg-warm-100 p-4">
          <p>
            <Trans>Add a loved one first, then come back here for insights about their activities.</Trans>
          </p>
          <Link to="/seniors/new" className={buttonClass('secondary')}>
            <Icon name="plus" className="h-5 w-5" />
            <Trans>Add Your First Loved One</Trans>
          </Link>
        </div>
      )}
      <SelectField
        label={t`Time Range`}
        error={errors.timeRange}
        value={timeRange}
        onChange={(r) => edit('timeRange', r, 'timeRange')}
        options={TIME_RANGES.map((r: TimeRange) => ({ value: r, label: timeRangeLabel(r) }))}
      />
      <AssessmentTypeToggle value={mode} onChange={(m) => edit('mode', m, 'question')} />
      {mode === 'custom' && (
        <TextField
          label={t`Your Question`}
          hint={t`For example: Which activities went best this month? Are mornings better than afternoons?`}
          error={errors.question}
          rows={4}
          maxLength={LIMITS.question}
          value={question}
          onChange={(q) => edit('question', q, 'question')}
        />
      )}
      <FormEnd
        alert={errors.root}
        pending={generating}
        disabled={!seniorId}
        submit={t`Generate Insight`}
        busy={t`Generating...`}
      >
        <Icon name="sparkles" className="h-5 w-5" />
      </FormEnd>
    </form>
  );
}
