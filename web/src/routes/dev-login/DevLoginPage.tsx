import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { devSignInRequestSchema } from '@carewith/contracts';
import { useAuthProviders } from '../../api/useAuthProviders';
import { useDevSignIn } from '../../api/useDevSignIn';
import { buttonClass } from '../../components/Button';
import { Field, FormAlert, inputClass } from '../../components/Field';
import { PageLoading } from '../../components/PageLoading';
import { useApiForm } from '../../hooks/useApiForm';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { SubmitButton } from '../../components/FormActions';

type Values = { name: string; email: string };

export const DEV_LOGIN_OFF_MESSAGE = msg`Development sign-in is turned off on this server.`;

// Signs in as any name and e-mail. Exists only where the server enables it (development, tests).
export function DevLoginPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign in (development)`);
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo') || '/';
  const providers = useAuthProviders();
  const signIn = useDevSignIn();
  const [turnedOff, setTurnedOff] = useState(false);
  const form = useApiForm({
    schema: devSignInRequestSchema,
    defaultValues: { name: '', email: '' } as Values,
    toRequest: (values: Values) => ({ ...values, returnTo }),
    fields: ['name', 'email'],
    mutation: signIn,
    // A full page load: every screen starts again with the new session.
    onSuccess: (result) => {
      window.location.href = result.returnTo || '/';
    },
    refusals: {
      404: () => {
        setTurnedOff(true);
        return null;
      },
      400: (error) => error.serverMessage ?? t`Please check your details.`,
    },
    failure: t`Sign-in failed. Please try again.`,
    failureAt: 'root',
  });
  const errors = form.errorsOf(['name', 'email'] as const);

  if (providers.isLoading) return <PageLoading />;

  const off = turnedOff || providers.data?.devLogin === false;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Sign in (development)</Trans>
        </h1>
        <p className="text-muted">
          <Trans>
            This page exists only in development. Enter any name and e-mail address to sign in as that person.
          </Trans>
        </p>
      </div>
      {off ? (
        <div className="flex flex-col gap-4">
          <p role="alert" className="rounded-lg bg-warm-100 p-4 font-medium">
            {t(DEV_LOGIN_OFF_MESSAGE)}
          </p>
          <a href="/api/login" className={buttonClass('secondary', 'self-start')}>
            <Trans>Go to sign in</Trans>
          </a>
        </div>
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
          <Field label={t`Your name`} error={errors.name}>
            {(p) => <input {...p} className={inputClass} autoComplete="name" {...form.register('name')} />}
          </Field>
          <Field label={t`Email`} error={errors.email}>
            {(p) => (
              <input {...p} type="email" className={inputClass} autoComplete="email" {...form.register('email')} />
            )}
          </Field>
          <FormAlert>{errors.root}</FormAlert>
          <SubmitButton pending={signIn.isPending || signIn.isSuccess} submit={t`Sign in`} busy={t`Signing in...`} />
        </form>
      )}
    </div>
  );
}
