import { PageHeader } from '../../components/PageHeader';

// The Send Activity page's heading and its one-line purpose.
export function PageIntro() {
  return <PageHeader title="Send Activity" intro="Text a memory activity to your loved one with a link to play." />;
}
