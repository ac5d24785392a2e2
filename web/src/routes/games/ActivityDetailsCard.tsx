import { SAMPLE_STEP_COUNT, type GameDetail } from '@carewith/contracts';
import { useSenior } from '../../api/useSenior';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { fullName } from '../../lib/format';
import { GENTLE_DESCRIPTION } from './GentleModeField';

// Activity Details: template, who it is for, its steps and accessibility options.
export function ActivityDetailsCard({ detail }: { detail: GameDetail }) {
  const game = detail.gameInstance;
  const senior = useSenior(game.seniorId ?? '', Boolean(game.seniorId));
  const a = game.configJSON.accessibility;
  const badges = [
    a?.largeText ? 'Large Text' : null,
    a?.audioInstructions ? 'Audio Support' : null,
    a?.highContrast ? 'High Contrast' : null,
  ].filter((b): b is string => b !== null);
  const stepCount = game.configJSON.steps?.length ?? 0;

  return (
    <Card headingId="details-heading" title="Activity Details">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-muted">Template</dt>
          <dd className="text-lg">{detail.template.title}</dd>
          <dd className="font-mono text-sm text-muted">{game.templateId}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">For Loved One</dt>
          <dd className="text-lg">
            {!game.seniorId
              ? 'Not chosen yet'
              : senior.data
                ? fullName(senior.data)
                : senior.isLoading
                  ? 'Loading...'
                  : 'Not available'}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Steps</dt>
          <dd className="text-lg">
            {stepCount ? `${stepCount} ${stepCount === 1 ? 'step' : 'steps'}` : 'Sample steps'}
          </dd>
          {!stepCount && <dd className="text-sm text-muted">The template's {SAMPLE_STEP_COUNT} built-in steps</dd>}
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Gentle mode</dt>
          {/* Activities made before gentle mode existed play as before: off. */}
          <dd className="text-lg">{game.configJSON.gentle ? 'On' : 'Off'}</dd>
          {game.configJSON.gentle && <dd className="text-sm text-muted">{GENTLE_DESCRIPTION}</dd>}
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Accessibility</dt>
          <dd className="mt-1 flex flex-wrap gap-2">
            {badges.length ? (
              badges.map((b) => (
                <Badge key={b} tone="brand">
                  {b}
                </Badge>
              ))
            ) : (
              <span className="text-lg">Standard settings</span>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
