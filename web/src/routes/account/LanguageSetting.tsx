import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../api/http';
import { useUpdateLanguage } from '../../api/useUpdateLanguage';
import { Card } from '../../components/Card';
import { FormAlert, SelectField } from '../../components/Field';
import { APP_LANGUAGES } from '../../i18n/catalogs';
import { inAppLanguage } from '../../i18n/contract-messages';
import { memberLanguage } from '../../i18n/language';

// A language's own name ("English", "Español"), as a member looking for theirs would read it.
const ownName = (code: string) => {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
};

// The member's language for these screens, saved as soon as it is picked and applied at
// once. Until one is picked, the browser's language when the app has it, else English.
export function LanguageSetting({ chosen }: { chosen: string | null }) {
  const { t } = useLingui();
  const save = useUpdateLanguage();
  const error =
    save.error instanceof ApiError ? (save.error.fieldErrors[0]?.message ?? save.error.serverMessage) : null;
  return (
    <Card headingId="language-heading" title={t`Your language`}>
      <SelectField
        label={t`Language`}
        hint={t`The language of Care With's screens for you. Each loved one keeps their own language.`}
        value={save.isPending ? save.variables : memberLanguage(chosen)}
        onChange={(language) => save.mutate(language)}
        options={APP_LANGUAGES.map((code) => ({ value: code, label: ownName(code) }))}
        disabled={save.isPending}
      />
      <FormAlert>
        {save.isError && (error ? inAppLanguage(error) : t`We couldn't save your language. Please try again.`)}
      </FormAlert>
    </Card>
  );
}
