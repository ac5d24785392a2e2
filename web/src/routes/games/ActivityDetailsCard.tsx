import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SAMPLE_STEP_COUNT, type GameDetail } from '@carewith/contracts';
import { useSenior } from '../../api/useSenior';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { fullName } from '../../lib/format';
import { templateTitle } from '../../lib/templates';
import { GENTLE_DESCRIPTION } from './GentleModeField';

// Activity Details: template, who it is for, its steps and accessibility options.
export function ActivityDetailsCard({ detail }: { detail: GameDetail }) {
  const { t } = useLingui();
  const game = detail.gameInstance;
  const senior = useSenior(game.seniorId ?? '', Boolean(game.seniorId));
  const a = game.configJSON.accessibility;
  const badges = [
    a?.largeText ? t`Large Text` : null,
    a?.audioInstructions ? t`Audio Support` : null,
    a?.highContrast ? t`High Contrast` : null,
  ].filter((b): b is string => b !== null);
  const stepCount = game.configJSON.steps?.length ?? 0;

  return (
    <Card headingId="details-heading" title={t`Activity Details`}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-muted">
            <Trans>Template</Trans>
          </dt>
          <dd className="text-lg">{templateTitle(game.templateId)}</dd>
          <dd className="font-mono text-sm text-muted">{game.templateId}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">
            <Trans>For Loved One</Trans>
          </dt>
          <dd className="text-lg">
            {!game.seniorId
              ? t`Not chosen yet`
              : senior.data
                ? fullName(senior.data)
                : senior.isLoading
                  ? t`Loading...`
                  : t`Not available`}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">
            <Trans>Steps</Trans>
          </dt>
          <dd className="text-lg">
            {stepCount ? plural(stepCount, { one: '# step', other: '# steps' }) : t`Sample steps`}
          </dd>
          {!stepCount && (
            <dd className="text-sm text-muted">
              <Trans>The template's {SAMPLE_STEP_COUNT} built-in steps</Trans>
            </dd>
          )}
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">
            <Trans>Gentle mode</Trans>
          </dt>
          {/* Activities made before gentle mode existed play as before: off. */}
          <dd className="text-lg">{game.configJSON.gentle ? t`On` : t`Off`}</dd>
          {game.configJSON.gentle && <dd className="text-sm text-muted">{t(GENTLE_DESCRIPTION)}</dd>}
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">
            <Trans>Accessibility</Trans>
          </dt>
          <dd className="mt-1 flex flex-wrap gap-2">
            {badges.length ? (
              badges.map((b) => (
                <Badge key={b} tone="brand">
                  {b}
                </Badge>
              ))
            ) : (
              <span className="text-lg">
                <Trans>Standard settings</Trans>
              </span>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
