import { FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { devSignInRequestSchema } from '@carewith/contracts';
import { ApiError } from '../../api/http';
import { useAuthProviders } from '../../api/useAuthProviders';
import { useDevSignIn } from '../../api/useDevSignIn';
import { Button, buttonClass } from '../../components/Button';
import { Field, inputClass } from '../../components/Field';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

type Errors = Partial<Record<'name' | 'email' | 'root', string>>;

export const DEV_LOGIN_OFF_MESSAGE = 'Development sign-in is turned off on this server.';

// Signs in as any name and e-mail. Exists only where the server enables it (development, tests).
export function DevLoginPage() {
  useDocumentTitle('Sign in (development)');
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo') || '/';
  const providers = useAuthProviders();
  const signIn = useDevSignIn();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [turnedOff, setTurnedOff] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = devSignInRequestSchema.safeParse({ name, email, returnTo });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'name' || issue.path[0] === 'email' ? issue.path[0] : 'root';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, {
      // A full page load: every screen starts again with the new session.
      onSuccess: (result) => {
        window.location.href = result.returnTo || '/';
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) return setTurnedOff(true);
        if (error instanceof ApiError && error.status === 400) {
          const next: Errors = {};
          for (const e of error.fieldErrors) {
            const key = e.field === 'name' || e.field === 'email' ? e.field : 'root';
            next[key] ??= e.message;
          }
          if (!next.name && !next.email && !next.root) next.root = error.serverMessage ?? 'Please check your details.';
          return setErrors(next);
        }
        setErrors({ root: 'Sign-in failed. Please try again.' });
      },
    });
  };

  if (providers.isLoading) return <PageLoading />;

  const off = turnedOff || providers.data?.devLogin === false;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 rounded-2xl border border-warm-100 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Sign in (development)</h1>
        <p className="text-muted">
          This page exists only in development. Enter any name and e-mail address to sign in as that person.
        </p>
      </div>
      {off ? (
        <div className="flex flex-col gap-4">
          <p role="alert" className="rounded-lg bg-warm-100 p-4 font-medium">
            {DEV_LOGIN_OFF_MESSAGE}
          </p>
          <a href="/api/login" className={buttonClass('secondary', 'self-start')}>
            Go to sign in
          </a>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <Field label="Your name" error={errors.name}>
            {(p) => (
              <input
                {...p}
                className={inputClass}
                autoComplete="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
          <Field label="Email" error={errors.email}>
            {(p) => (
              <input
                {...p}
                type="email"
                className={inputClass}
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          {errors.root && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
              {errors.root}
            </p>
          )}
          <Button type="submit" disabled={signIn.isPending || signIn.isSuccess}>
            {signIn.isPending || signIn.isSuccess ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      )}
    </div>
  );
}
