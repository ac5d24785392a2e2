import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/PageHeader';

// The Send Activity page's heading and its one-line purpose.
export function PageIntro() {
  const { t } = useLingui();
  return (
    <PageHeader title={t`Send Activity`} intro={t`Text a memory activity to your loved one with a link to play.`} />
  );
}
