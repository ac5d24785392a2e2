import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { SeniorView, TemplateDifficulty, TemplateSlug } from '@carewith/contracts';
import { isUnauthorized } from '../../api/http';
import { usePinDifficulty, useSeniorDifficulty } from '../../api/useSeniorDifficulty';
import { Card } from '../../components/Card';
import { DisclosureButton, DisclosurePanel, useDisclosure, type Disclosure } from '../../components/Disclosure';
import { SelectField } from '../../components/Field';
import { levelChangeWords, levelWords } from '../../lib/activity-words';
import { templateTitle } from '../../lib/templates';
import { formatDateTime } from '../../lib/format';
import { LoadFailed } from '../../components/LoadState';

const ADAPT = 'adapt';
// The last changes shown per kind of activity.
const SHOWN_CHANGES = 3;

// "How hard the activities are" on the loved one's profile: one list, a row per kind of activity with
// its level in words, its last changes and, for Co-Caregivers, one control that keeps a level or lets
// it adapt again, saved as soon as it is chosen. The levels show at once; how they change, each kind's
// last changes and the controls open from one button (a phone screen and a half, open).
export function DifficultySection({ senior }: { senior: SeniorView }) {
  const { t } = useLingui();
  const difficulty = useSeniorDifficulty(senior.id);
  const details = useDisclosure();
  const canPin = senior.myRole === 'OWNER';
  const kinds = difficulty.data?.templates ?? [];
  const name = senior.firstName;
  return (
    <Card headingId="difficulty-heading" title={t`How hard the activities are`}>
      {difficulty.data && (
        <DisclosureButton
          disclosure={details}
          className="self-start"
          aria-controls={[details.panelId, ...kinds.map((k) => `${details.panelId}-${k.templateId}`)].join(' ')}
        >
          {canPin ? t`Change levels` : t`How levels change`}
        </DisclosureButton>
      )}
      <DisclosurePanel disclosure={details}>
        <p>
          <Trans>
            Each kind of activity adapts to how {name} does: gentler after two hard activities in a row or one left
            unfinished, a little harder after three easy ones in a row. New activities start at the level shown.
          </Trans>
        </p>
      </DisclosurePanel>
      {difficulty.isLoading && (
        <p>
          <Trans>Loading levels...</Trans>
        </p>
      )}
      {difficulty.isError && (
        <LoadFailed>
          <Trans>We couldn't load the levels. Please refresh the page to try again.</Trans>
        </LoadFailed>
      )}
      {difficulty.data && (
        <ul className="flex flex-col divide-y divide-warm-100 border-y border-warm-100">
          {difficulty.data.templates.map((t) => (
            <TemplateLevel
              key={t.templateId}
              seniorId={senior.id}
              level={t}
              canPin={canPin}
              details={{ ...details, panelId: `${details.panelId}-${t.templateId}` }}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function TemplateLevel({
  seniorId,
  level,
  canPin,
  details,
}: {
  seniorId: string;
  level: TemplateDifficulty;
  canPin: boolean;
  details: Disclosure;
}) {
  const { t } = useLingui();
  const title = templateTitle(level.templateId);
  const headingId = `difficulty-${level.templateId}`;
  const changes = level.changes.slice(0, SHOWN_CHANGES);
  const lastChanges =
    changes.length > 0 ? (
      <ul aria-label={t`Last changes to ${title}`} className="flex flex-col gap-1">
        {changes.map((c) => (
          <li key={`${c.at}-${c.reason}`} className="flex flex-wrap gap-x-2">
            <span>{levelChangeWords(c)}</span>
            <time dateTime={c.at} className="text-muted">
              {formatDateTime(c.at)}
            </time>
          </li>
        ))}
      </ul>
    ) : (
      <p className="text-muted">
        <Trans>No changes yet.</Trans>
      </p>
    );
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-2 py-2.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="text-lg font-bold">
          {title}
        </h3>
        <p className="flex flex-wrap gap-x-2">
          <span className="font-semibold">{levelWords(level.level)}</span>
          <span aria-hidden="true">·</span>
          <span className="text-muted">{level.pinned ? t`Kept at this level` : t`Adapts by itself`}</span>
        </p>
      </div>
      <DisclosurePanel
        disclosure={details}
        className="flex flex-col gap-3 rounded-lg bg-warm-50 p-3 md:flex-row md:items-start md:justify-between"
      >
        {lastChanges}
        {canPin && <LevelChoice seniorId={seniorId} level={level} title={title} />}
      </DisclosurePanel>
    </li>
  );
}

// The row's one control: choosing saves. While a save is on its way, a further choice waits and goes
// after it, so a quick run through the choices (arrow keys on a closed list) ends at the last one.
function LevelChoice({ seniorId, level, title }: { seniorId: string; level: TemplateDifficulty; title: string }) {
  const { t } = useLingui();
  const pin = usePinDifficulty(seniorId);
  const saved = level.pinned ? String(level.level) : ADAPT;
  const [choice, setChoice] = useState<string | null>(null);
  const sending = useRef(false);
  const waiting = useRef<string | null>(null);
  const failed = pin.isError && !isUnauthorized(pin.error);

  const send = (value: string) => {
    sending.current = true;
    pin.mutate(
      { templateId: level.templateId as TemplateSlug, pinnedLevel: value === ADAPT ? null : Number(value) },
      {
        onSettled: (_data, error) => {
          sending.current = false;
          const next = waiting.current;
          waiting.current = null;
          if (next !== null && next !== value) send(next);
          // Saved (the list now says so) or refused (the saved level shows again, with the error).
          else if (next === null || error) setChoice(null);
        },
      },
    );
  };
  const choose = (value: string) => {
    setChoice(value);
    if (sending.current) waiting.current = value;
    else send(value);
  };

  return (
    <div className="flex flex-col gap-1 md:w-64 md:shrink-0">
      <SelectField
        label={
          <>
            <Trans>
              Level<span className="sr-only"> for {title}</span>
            </Trans>
          </>
        }
        error={failed ? t`We couldn't save the level. Please try again.` : undefined}
        value={choice ?? saved}
        onChange={choose}
        options={[
          { value: ADAPT, label: t`Let it adapt` },
          { value: '1', label: t`Level 1 (gentlest)` },
          { value: '2', label: t`Level 2` },
          { value: '3', label: t`Level 3` },
          { value: '4', label: t`Level 4` },
          { value: '5', label: t`Level 5 (hardest)` },
        ]}
      />
      <p aria-live="polite" className="text-sm text-muted empty:hidden">
        {pin.isPending ? t`Saving...` : ''}
      </p>
    </div>
  );
}
