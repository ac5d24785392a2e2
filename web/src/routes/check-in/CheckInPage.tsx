import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '../../components/BackLink';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { CheckInForm } from './CheckInForm';
import { CheckInHistory } from './CheckInHistory';

// The caregiver's mood check-in and their history (private to them).
export function CheckInPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Check In`);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <BackLink />
        <h1 id="check-in-heading" className="text-3xl font-bold sm:text-4xl">
          <Trans>How are you feeling today?</Trans>
        </h1>
        <p className="text-lg text-muted">
          <Trans>
            Caring for someone is hard work. A quick check-in helps you notice how you are doing. Only you can see your
            check-ins.
          </Trans>
        </p>
      </div>
      <CheckInForm />
      <CheckInHistory />
    </div>
  );
}
