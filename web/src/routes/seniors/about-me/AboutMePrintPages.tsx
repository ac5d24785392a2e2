import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { uuidSchema, type AboutMe } from '@carewith/contracts';
import { useAboutMe } from '../../../api/useAboutMe';
import { BackLink } from '../../../components/BackLink';
import { PageLoadFailed } from '../../../components/LoadState';
import { NotFoundCard } from '../../../components/NotFoundCard';
import { PageLoading } from '../../../components/PageLoading';
import { PrintBar, PrintTitle } from '../../../components/PrintPage';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { profileTabPath } from '../profile-tabs';
import { isNotFound } from '../texts';
import { AboutMeSections } from './AboutMeSections';
import { LifeStoryBook } from './LifeStoryBook';
import { aboutMeTitle, bookTitle, longDate, readersPage } from './phrases';

// The page of the address's loved one, for the two paper views below: not found, loading, failed, or
// what `children` makes of it.
function WithPage({ title, children }: { title: (page: AboutMe) => string; children: (page: AboutMe) => ReactNode }) {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const valid = uuidSchema.safeParse(id).success;
  const about = useAboutMe(id, valid);
  const notFound = !valid || isNotFound(about.error);
  useDocumentTitle(notFound ? t`Profile Not Found` : about.data ? title(about.data) : t`About me`);
  if (notFound)
    return (
      <NotFoundCard title={t`Profile Not Found`} text={t`The page you are looking for does not exist or has moved.`} />
    );
  if (about.isLoading) return <PageLoading text={t`Loading the page...`} />;
  if (!about.data)
    return (
      <PageLoadFailed backLink={<BackLink to={profileTabPath(id, 'about-me')}>{t`Back to About me`}</BackLink>}>
        {t`We couldn't load this page. Please refresh the page to try again.`}
      </PageLoadFailed>
    );
  return children(about.data);
}

// /seniors/{id}/about-me/print: the page as a reader of a shared link sees it (nothing switched off),
// in large print, to hand over on paper.
export function AboutMePrintPage() {
  const { t } = useLingui();
  return (
    <WithPage title={aboutMeTitle}>
      {(page) => {
        const written = longDate(page.generatedAt);
        return (
          <article
            aria-labelledby="print-heading"
            className="mx-auto flex w-full max-w-4xl flex-col gap-6 print:max-w-none print:text-[18pt]"
          >
            <div className="flex flex-col gap-3 print:hidden">
              <PrintBar
                backLink={<BackLink to={profileTabPath(page.seniorId, 'about-me')}>{t`Back to About me`}</BackLink>}
              />
              <p className="rounded-xl bg-brand-50 p-4">
                {t`What is switched off on the page is left out. Print it, or save it as a PDF, for a care home or a hospital.`}
              </p>
            </div>
            <PrintTitle id="print-heading" title={aboutMeTitle(page)}>
              {t`Made on ${written}`}
            </PrintTitle>
            <AboutMeSections page={readersPage(page)} large />
          </article>
        );
      }}
    </WithPage>
  );
}

// /seniors/{id}/about-me/book: the life-story book, to print on A4 in large print.
export function AboutMeBookPage() {
  const { t } = useLingui();
  return (
    <WithPage title={(page) => bookTitle(page.firstName)}>
      {(page) => (
        <article
          aria-labelledby="book-heading"
          className="mx-auto flex w-full max-w-3xl flex-col gap-6 print:max-w-none"
        >
          <div className="flex flex-col gap-3 print:hidden">
            <PrintBar
              backLink={<BackLink to={profileTabPath(page.seniorId, 'about-me')}>{t`Back to About me`}</BackLink>}
            />
            <p className="rounded-xl bg-brand-50 p-4">
              {t`Large print on A4 paper: each decade starts on a new page. Print it, or save it as a PDF.`}
            </p>
          </div>
          <LifeStoryBook firstName={page.firstName} book={page.book} />
        </article>
      )}
    </WithPage>
  );
}
