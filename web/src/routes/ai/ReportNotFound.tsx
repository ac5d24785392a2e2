import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '../../components/BackLink';
import { BACK_TO_AI_SUPPORT, REPORT_NOT_FOUND } from './texts';

// A printable report that is missing, not the caller's, or asked for with a malformed address.
export function ReportNotFound() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <BackLink to="/ai-assessment">{t(BACK_TO_AI_SUPPORT)}</BackLink>
      <h1 className="text-3xl font-bold sm:text-4xl">{t(REPORT_NOT_FOUND)}</h1>
      <p className="text-lg text-muted">
        <Trans>This report could not be found.</Trans>
      </p>
    </div>
  );
}
