import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { aboutMeNoteRequestSchema, ABOUT_ME_NOTE_MAX, type ABOUT_ME_NOTE_SECTIONS } from '@carewith/contracts';
import { ApiError } from '../../../api/http';
import { DisclosureButton, DisclosurePanel, useDisclosure } from '../../../components/Disclosure';
import { TextField } from '../../../components/Field';
import { FormEnd } from '../../../components/FormActions';
import { useApiForm } from '../../../hooks/useApiForm';
import { inAppLanguage } from '../../../i18n/contract-messages';
import type { PageControls } from './usePageControls';

export type NoteSection = (typeof ABOUT_ME_NOTE_SECTIONS)[number];
type Values = { text: string };
const empty: Values = { text: '' };

// A refusal the server words (the section is full) shows in the form's alert.
const inItsWords = (error: ApiError) => (error.serverMessage ? inAppLanguage(error.serverMessage) : undefined);

// "Add a line" under a section the family writes: one line of text, checked with the contract the API
// checks it with; its messages on the field. It opens on asking, and stays open for the next line.
export function AddLineForm({
  controls,
  section,
  title,
}: {
  controls: PageControls;
  section: NoteSection;
  title: string;
}) {
  const { t } = useLingui();
  const adding = useDisclosure();
  const [added, setAdded] = useState(false);
  const form = useApiForm({
    schema: aboutMeNoteRequestSchema,
    defaultValues: empty,
    toRequest: (values: Values) => ({ section, text: values.text }),
    fields: ['text'],
    mutation: controls.addNote,
    onSuccess: () => {
      form.reset(empty);
      setAdded(true);
    },
    refusals: { 403: inItsWords, 409: inItsWords },
    failure: t`The line could not be added. Please try again.`,
    failureAt: 'root',
  });
  const errors = form.errorsOf(['text'] as const);
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <DisclosureButton disclosure={adding} className="self-start" padding="px-4">
        <span>
          {t`Add a line`}
          <span className="sr-only">: {title}</span>
        </span>
      </DisclosureButton>
      <DisclosurePanel disclosure={adding}>
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
          <TextField
            label={
              <>
                {t`Your line`}
                <span className="sr-only">: {title}</span>
              </>
            }
            hint={t`One line, up to ${ABOUT_ME_NOTE_MAX} characters, for the carers who read the page.`}
            value={form.watch('text')}
            onChange={(value) => {
              setAdded(false);
              form.setValue('text', value);
            }}
            error={errors.text}
          />
          <FormEnd alert={errors.root} pending={form.pending} submit={t`Add the line`} busy={t`Adding...`} />
          <p role="status" className="font-medium">
            {added ? t`Line added.` : ''}
          </p>
        </form>
      </DisclosurePanel>
    </div>
  );
}
