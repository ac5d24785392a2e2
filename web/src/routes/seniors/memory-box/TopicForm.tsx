import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BOX_TOPIC_MAX, boxTopicRequestSchema } from '@carewith/contracts';
import { useAddBoxTopic } from '../../../api/useMemoryBox';
import { TextField } from '../../../components/Field';
import { FormEnd } from '../../../components/FormActions';
import { useApiForm } from '../../../hooks/useApiForm';

// "Something to talk about": one line for the loved one's memory box, which their care home's staff
// read too (from the box, or in answer to the home's line in the weekly letter). Says so once sent.
export function TopicForm({
  seniorId,
  label,
  hint,
  submit,
}: {
  seniorId: string;
  label: string;
  hint?: string;
  submit: string;
}) {
  const { t } = useLingui();
  const add = useAddBoxTopic(seniorId);
  const [sent, setSent] = useState(false);
  const form = useApiForm({
    schema: boxTopicRequestSchema,
    defaultValues: { text: '' },
    fields: ['text'],
    mutation: add,
    onSuccess: () => {
      form.reset({ text: '' });
      setSent(true);
    },
    failure: t`It could not be sent. Please try again.`,
    failureAt: 'root',
  });
  const errors = form.errorsOf(['text'] as const);
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        label={label}
        hint={hint}
        rows={2}
        maxLength={BOX_TOPIC_MAX}
        value={form.watch('text')}
        onChange={(v) => {
          form.setValue('text', v);
          setSent(false);
        }}
        error={errors.text}
      />
      <FormEnd alert={errors.root} pending={form.pending} submit={submit} busy={t`Sending...`} />
      {sent && (
        <p role="status" className="font-semibold text-brand-800">
          {t`Sent. It is in the memory box, where their care home's staff can read it too.`}
        </p>
      )}
    </form>
  );
}
