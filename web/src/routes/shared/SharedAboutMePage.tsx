import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { openShareRequestSchema, PIN_MESSAGE, type SharedAboutMe } from '@carewith/contracts';
import { keptPin, useSharedAboutMe, type SharedOpen } from '../../api/useSharedAboutMe';
import { Button, buttonClass } from '../../components/Button';
import { Field, inputClass } from '../../components/Field';
import { SubmitButton } from '../../components/FormActions';
import { Icon } from '../../components/Icon';
import { LoadFailed } from '../../components/LoadState';
import { PageLoading } from '../../components/PageLoading';
import { PrintBar } from '../../components/PrintPage';
import { SkipLink } from '../../components/SkipLink';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { inAppLanguage } from '../../i18n/contract-messages';
import { useReaderLanguage } from '../../i18n/reader-language';
import { AboutMeSections } from '../seniors/about-me/AboutMeSections';
import { LifeStoryBook } from '../seniors/about-me/LifeStoryBook';
import { aboutMeTitle, bookTitle, readersPage, sharedByLine } from '../seniors/about-me/phrases';
import { SHARE_GONE_WORDS, SHARE_PIN_NEEDED_WORDS, SHARE_PIN_WRONG_WORDS } from '../seniors/about-me/server-messages';

export const sharedPagePath = (token: string) => `/shared/about-me/${token}`;
export const sharedBookPath = (token: string) => `/shared/about-me/${token}/book`;

// /shared/about-me/{token}: the About me page a family shared with a care home or a hospital, for a
// reader with the link and no account. In both routers, outside the signed-in layout: nothing of the
// app's navigation, nothing to change, nothing switched off; in the language the family chose.
export function SharedAboutMePage() {
  const { t } = useLingui();
  return (
    <SharedOpenGate title={(shared) => aboutMeTitle(shared.page)}>
      {(shared, token) => {
        const page = readersPage(shared.page);
        return (
          <article aria-labelledby="shared-heading" className="flex flex-col gap-6 print:text-[18pt]">
            <p className="rounded-xl bg-brand-50 p-4 font-medium print:bg-transparent print:p-0">
              {sharedByLine(shared.recipient, shared.expiresAt)}
            </p>
            <h1 id="shared-heading" className="text-3xl font-bold sm:text-4xl">
              {aboutMeTitle(page)}
            </h1>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
              <Button onClick={() => window.print()}>
                <Icon name="printer" className="h-5 w-5" />
                {t`Print this page`}
              </Button>
              <Link to={sharedBookPath(token)} className={buttonClass('secondary')}>
                <Icon name="heart" className="h-5 w-5" />
                {t`Life-story book`}
              </Link>
            </div>
            <AboutMeSections page={page} large />
          </article>
        );
      }}
    </SharedOpenGate>
  );
}

// /shared/about-me/{token}/book: the life-story book of the same link, opened again with the PIN kept
// for this tab (or asked for once more).
export function SharedBookPage() {
  const { t } = useLingui();
  return (
    <SharedOpenGate title={(shared) => bookTitle(shared.page.firstName)}>
      {(shared, token) => (
        <article aria-labelledby="book-heading" className="flex flex-col gap-6">
          <div className="print:hidden">
            <PrintBar
              backLink={
                <Link
                  to={sharedPagePath(token)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 -ml-2 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  <Icon name="arrow-left" className="h-5 w-5" />
                  {t`Back to the page`}
                </Link>
              }
            />
          </div>
          <LifeStoryBook firstName={shared.page.firstName} book={shared.page.book} />
        </article>
      )}
    </SharedOpenGate>
  );
}

// A shared link's page around what it shows: the reader's language, no indexing, the tab's title; and
// until it opens, opening it, the PIN form, or the plain "no longer shared".
function SharedOpenGate({
  title,
  children,
}: {
  title: (shared: SharedAboutMe) => string;
  children: (shared: SharedAboutMe, token: string) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { token = '' } = useParams();
  const [pin, setPin] = useState(() => keptPin(token));
  const open = useSharedAboutMe(token, pin);
  const outcome = open.data;
  const shared = outcome?.kind === 'open' ? outcome.shared : undefined;
  useReaderLanguage(shared?.language);
  const gone = outcome?.kind === 'gone';
  useDocumentTitle(shared ? title(shared) : gone ? t`No longer shared` : t`A page shared with you`);

  let body: ReactNode;
  if (shared) body = children(shared, token);
  else if (gone) body = <h1 className="text-2xl font-bold sm:text-3xl">{i18n._(SHARE_GONE_WORDS)}</h1>;
  else if (outcome && outcome.kind !== 'open')
    body = <PinForm outcome={outcome} trying={open.isFetching} onPin={setPin} />;
  else if (open.isError)
    body = (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-bold">{t`A page shared with you`}</h1>
        <LoadFailed>{t`We couldn't open this page. Please try again in a moment.`}</LoadFailed>
        <Button variant="secondary" onClick={() => void open.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  else body = <PageLoading text={t`Opening the page...`} />;

  return (
    <div className="flex min-h-screen flex-col">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <SkipLink />
      <header className="border-b border-warm-100 bg-white print:hidden">
        <p className="mx-auto flex min-h-11 max-w-4xl items-center px-4 py-3 text-xl font-bold text-brand-800">
          Care With
        </p>
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:py-10 print:max-w-none print:p-0">
        {body}
      </main>
    </div>
  );
}

// The link has a PIN: the reader types it. A PIN that is not right, or too many tries, shows on the
// field, which takes the focus again.
function PinForm({
  outcome,
  trying,
  onPin,
}: {
  outcome: Exclude<SharedOpen, { kind: 'open' } | { kind: 'gone' }>;
  trying: boolean;
  onPin: (pin: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const answered =
    outcome.kind === 'pin-wrong'
      ? inAppLanguage(outcome.message ?? i18n._(SHARE_PIN_WRONG_WORDS))
      : outcome.kind === 'too-many'
        ? t`Too many tries. Please wait a few minutes, then try again.`
        : undefined;
  const error = invalid ? inAppLanguage(PIN_MESSAGE) : answered;
  useEffect(() => {
    if (outcome.kind !== 'pin-needed') input.current?.focus();
  }, [outcome]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pin = typed.trim();
    const ok = openShareRequestSchema.safeParse({ pin }).success;
    setInvalid(!ok);
    if (ok) onPin(pin);
    else input.current?.focus();
  };
  return (
    <form onSubmit={submit} noValidate className="mx-auto flex w-full max-w-md flex-col gap-5">
      <h1 className="text-2xl font-bold sm:text-3xl">{t`A page shared with you`}</h1>
      <p className="text-lg">{i18n._(SHARE_PIN_NEEDED_WORDS)}</p>
      <Field label={t`PIN`} error={trying ? undefined : error}>
        {(p) => (
          <input
            {...p}
            ref={input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={inputClass}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        )}
      </Field>
      <SubmitButton
        pending={trying}
        submit={t`Open the page`}
        busy={t`Opening...`}
        className="self-stretch sm:self-start"
      />
    </form>
  );
}
