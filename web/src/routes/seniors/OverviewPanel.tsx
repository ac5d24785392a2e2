import { Trans, useLingui } from '@lingui/react/macro';
import type { SeniorOverview, SeniorView } from '@carewith/contracts';
import { Section } from '../../components/Card';
import { StatCard } from '../../components/StatCard';
import { MasterySection } from './MasterySection';
import { ProgressSection } from './ProgressSection';
import { seniorFigures } from './seniorFigures';
import { LoadFailed, Loading } from '../../components/LoadState';

// Overview: the loved one's figures from real results, their weekly accuracy, and what they know in
// short (the full list is on Recent Activities).
export function OverviewPanel({
  senior,
  overview,
  completedCount,
  loading,
  failed,
}: {
  senior: SeniorView;
  overview: SeniorOverview | undefined;
  completedCount: number;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useLingui();
  const firstName = senior.firstName;
  return (
    <div className="flex flex-col gap-6">
      <Section headingId="overview-figures-heading" title={t`How ${firstName} is doing`}>
        {loading ? (
          <Loading>
            <Trans>Loading figures...</Trans>
          </Loading>
        ) : failed ? (
          <LoadFailed>
            <Trans>We couldn't load these figures. Please refresh the page to try again.</Trans>
          </LoadFailed>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {seniorFigures(overview, completedCount).map((f) => (
              <StatCard key={f.label} label={f.label} value={f.value} detail={f.detail} icon={f.icon} />
            ))}
          </dl>
        )}
      </Section>
      <ProgressSection senior={senior} brief />
      <MasterySection senior={senior} brief />
    </div>
  );
}
