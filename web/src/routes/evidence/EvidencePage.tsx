import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { evidenceMonthSchema, uuidSchema } from '@carewith/contracts';
import {
  homeEvidenceUrl,
  residentEvidenceUrl,
  useHomeEvidence,
  useResidentEvidence,
  useResidentsEvidence,
} from '../../api/useEvidence';
import { BackLink } from '../../components/BackLink';
import { buttonClass } from '../../components/Button';
import { inputClass } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { LoadFailed, Loading, PageLoadFailed } from '../../components/LoadState';
import { NotFoundCard } from '../../components/NotFoundCard';
import { PageLoading } from '../../components/PageLoading';
import { PrintBar } from '../../components/PrintPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { isNotFound } from '../group-sessions/texts';
import { ActiveDaysTable, monthTitle, RecordsTable } from './EvidenceTables';

// This month on the reader's calendar ("2026-11").
export const thisMonth = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

// The month the address names (?month=YYYY-MM), else this month; and the way to choose another.
function useMonth() {
  const [params, setParams] = useSearchParams();
  const asked = evidenceMonthSchema.safeParse(params.get('month'));
  const month = asked.success ? asked.data : thisMonth();
  const choose = (value: string) => {
    if (evidenceMonthSchema.safeParse(value).success) setParams({ month: value }, { replace: true });
  };
  return { month, choose };
}

// The bar above the evidence: the month, Download CSV, and Print or Save as PDF (the printed page is
// the PDF an inspector keeps: the browser prints it, as About me's pages are printed).
function EvidenceBar({
  backLink,
  month,
  choose,
  csvUrl,
}: {
  backLink: ReactNode;
  month: string;
  choose: (value: string) => void;
  csvUrl: string;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4 print:hidden">
      <PrintBar backLink={backLink} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="evidence-month" className="font-semibold">
            {t`Month`}
          </label>
          <input
            id="evidence-month"
            type="month"
            value={month}
            max={thisMonth()}
            onChange={(e) => choose(e.target.value)}
            className={`${inputClass} w-auto`}
          />
        </div>
        <a href={csvUrl} download className={buttonClass('secondary')}>
          <Icon name="download" className="h-5 w-5" />
          {t`Download CSV`}
        </a>
      </div>
    </div>
  );
}

function Heading({ title, month }: { title: string; month: string }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold text-brand-800">Care With</p>
      <h1 id="evidence-heading" className="text-3xl font-bold sm:text-4xl">
        {title}
      </h1>
      <p className="text-lg text-muted">
        {t`Meaningful activity in ${monthTitle(month)}: active days against each resident's own target, and every record.`}
      </p>
    </div>
  );
}

function NoRecords() {
  const { t } = useLingui();
  return <p className="rounded-2xl border border-warm-100 bg-white p-6 text-muted">{t`No records this month.`}</p>;
}

// /homes/{homeId}/evidence: every resident's month, and every record of it.
export function HomeEvidencePage() {
  const { t } = useLingui();
  const { homeId = '' } = useParams();
  const valid = uuidSchema.safeParse(homeId).success;
  const { month, choose } = useMonth();
  const evidence = useHomeEvidence(homeId, month, valid);
  const residents = evidence.data?.residents ?? [];
  const records = useResidentsEvidence(
    homeId,
    residents.map((r) => r.residentId),
    month,
  );
  const title = evidence.data ? t`Evidence: ${evidence.data.homeName}` : t`Evidence`;
  useDocumentTitle(title);

  if (!valid || isNotFound(evidence.error))
    return (
      <NotFoundCard
        title={t`Care home not found`}
        text={t`The page you are looking for does not exist or has moved.`}
      />
    );
  const backLink = <BackLink to={`/homes/${homeId}`}>{t`Back to residents`}</BackLink>;
  const bar = (
    <EvidenceBar backLink={backLink} month={month} choose={choose} csvUrl={homeEvidenceUrl(homeId, month, true)} />
  );
  if (evidence.isLoading)
    return (
      <div className="flex flex-col gap-6">
        {bar}
        <PageLoading text={t`Loading the evidence...`} />
      </div>
    );
  if (!evidence.data)
    return (
      <PageLoadFailed backLink={backLink}>
        {t`We couldn't load the evidence. Please refresh the page to try again.`}
      </PageLoadFailed>
    );
  const names = new Map(residents.map((r) => [r.residentId, `${r.firstName} ${r.lastName}`]));
  const all = records.data.flatMap((r) => r.records);

  return (
    <article aria-labelledby="evidence-heading" className="flex flex-col gap-6 print:gap-4">
      {bar}
      <Heading title={title} month={month} />
      <section aria-labelledby="active-heading" className="flex flex-col gap-3">
        <h2 id="active-heading" className="text-2xl font-bold">
          {t`Active days`}
        </h2>
        {residents.length === 0 ? (
          <p className="text-muted">{t`This home has no residents yet.`}</p>
        ) : (
          <ActiveDaysTable
            rows={residents.map((r) => ({ ...r, name: names.get(r.residentId)! }))}
            residentPath={(id) => `/homes/${homeId}/residents/${id}/evidence?month=${month}`}
          />
        )}
      </section>
      <section aria-labelledby="records-heading" className="flex flex-col gap-3">
        <h2 id="records-heading" className="text-2xl font-bold">
          {t`Records`}
        </h2>
        {records.isLoading ? (
          <Loading>{t`Loading the records...`}</Loading>
        ) : records.isError ? (
          <LoadFailed>{t`We couldn't load every record. Please refresh the page to try again.`}</LoadFailed>
        ) : all.length === 0 ? (
          <NoRecords />
        ) : (
          <RecordsTable records={all} names={names} />
        )}
      </section>
    </article>
  );
}

// /homes/{homeId}/residents/{residentId}/evidence: one resident's month.
export function ResidentEvidencePage() {
  const { t } = useLingui();
  const { homeId = '', residentId = '' } = useParams();
  const valid = uuidSchema.safeParse(homeId).success && uuidSchema.safeParse(residentId).success;
  const { month, choose } = useMonth();
  const evidence = useResidentEvidence(homeId, residentId, month, valid);
  const data = evidence.data;
  const title = data ? t`Evidence: ${data.firstName} ${data.lastName}` : t`Evidence`;
  useDocumentTitle(title);

  if (!valid || isNotFound(evidence.error))
    return (
      <NotFoundCard title={t`Resident not found`} text={t`The page you are looking for does not exist or has moved.`} />
    );
  const backLink = (
    <BackLink to={`/homes/${homeId}/evidence?month=${month}`}>{t`Back to the home's evidence`}</BackLink>
  );
  const bar = (
    <EvidenceBar
      backLink={backLink}
      month={month}
      choose={choose}
      csvUrl={residentEvidenceUrl(homeId, residentId, month, true)}
    />
  );
  if (evidence.isLoading)
    return (
      <div className="flex flex-col gap-6">
        {bar}
        <PageLoading text={t`Loading the evidence...`} />
      </div>
    );
  if (!data)
    return (
      <PageLoadFailed backLink={backLink}>
        {t`We couldn't load the evidence. Please refresh the page to try again.`}
      </PageLoadFailed>
    );

  return (
    <article aria-labelledby="evidence-heading" className="flex flex-col gap-6 print:gap-4">
      {bar}
      <Heading title={title} month={month} />
      <section aria-labelledby="active-heading" className="flex flex-col gap-3">
        <h2 id="active-heading" className="text-2xl font-bold">
          {t`Active days`}
        </h2>
        <ActiveDaysTable rows={[{ ...data, name: `${data.firstName} ${data.lastName}` }]} />
      </section>
      <section aria-labelledby="records-heading" className="flex flex-col gap-3">
        <h2 id="records-heading" className="text-2xl font-bold">
          {t`Records`}
        </h2>
        {data.records.length === 0 ? <NoRecords /> : <RecordsTable records={data.records} />}
      </section>
    </article>
  );
}
