import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { createHomeRequestSchema, HOME_NAME_MAX, type HomeSummary } from '@carewith/contracts';
import { ApiError } from '../../api/http';
import { useCreateHome } from '../../api/useHomes';
import { TextField } from '../../components/Field';
import { FormEnd } from '../../components/FormActions';
import { useApiForm } from '../../hooks/useApiForm';
import { inAppLanguage } from '../../i18n/contract-messages';
import { homePath } from './HomeFrame';

type Values = { name: string };
const FIELDS = ['name'] as const;
const inItsWords = (error: ApiError) => (error.serverMessage ? inAppLanguage(error.serverMessage) : undefined);

// "Create a care home": its name; the member becomes its Home Manager and lands on its Residents page.
export function CreateHomeForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useApiForm({
    schema: createHomeRequestSchema,
    defaultValues: { name: '' } as Values,
    fields: FIELDS,
    mutation: useCreateHome(),
    onSuccess: (home: HomeSummary) => navigate(homePath(home.id)),
    refusals: { 403: inItsWords, 409: inItsWords },
    failure: t`The care home could not be created. Please try again.`,
    failureAt: 'root',
    focusErrorsIn: formRef,
  });
  const errors = form.errorsOf(FIELDS);
  return (
    <form ref={formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t`Name of the care home`}
        hint={t`As residents' families know it, for example Oak House.`}
        maxLength={HOME_NAME_MAX}
        value={form.watch('name')}
        onChange={(value) => form.setValue('name', value)}
        error={errors.name}
      />
      <FormEnd alert={errors.root} pending={form.pending} submit={t`Create the care home`} busy={t`Creating...`} />
    </form>
  );
}
