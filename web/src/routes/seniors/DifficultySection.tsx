import { FormEvent, useState } from 'react';
import {
  difficultyLevelWords,
  TEMPLATES,
  type SeniorView,
  type TemplateDifficulty,
  type TemplateSlug,
} from '@carewith/contracts';
import { isUnauthorized } from '../../api/http';
import { usePinDifficulty, useSeniorDifficulty } from '../../api/useSeniorDifficulty';
import { Card } from '../../components/Card';
import { SelectField } from '../../components/Field';
import { formatDateTime } from '../../lib/format';
import { LoadFailed } from '../../components/LoadState';
import { SubmitButton } from '../../components/FormActions';

const ADAPT = 'adapt';
const LEVEL_CHOICES = [
  { value: ADAPT, label: 'Let it adapt' },
  { value: '1', label: 'Level 1 (gentlest)' },
  { value: '2', label: 'Level 2' },
  { value: '3', label: 'Level 3' },
  { value: '4', label: 'Level 4' },
  { value: '5', label: 'Level 5 (hardest)' },
];
// The last changes shown per kind of activity.
const SHOWN_CHANGES = 3;

// "How hard the activities are" on the loved one's profile: per kind of activity, the level in words,
// its last changes, and for Co-Caregivers a way to keep a level or let it adapt again.
export function DifficultySection({ senior }: { senior: SeniorView }) {
  const difficulty = useSeniorDifficulty(senior.id);
  return (
    <Card headingId="difficulty-heading" title="How hard the activities are">
      <p>
        Each kind of activity adapts to how {senior.firstName} does: gentler after two hard activities in a row or one
        left unfinished, a little harder after three easy ones in a row. New activities start at the level shown.
      </p>
      {difficulty.isLoading && <p>Loading levels...</p>}
      {difficulty.isError && (
        <LoadFailed>We couldn't load the levels. Please refresh the page to try again.</LoadFailed>
      )}
      {difficulty.data && (
        <ul className="grid gap-4 md:grid-cols-2">
          {difficulty.data.templates.map((t) => (
            <TemplateLevel key={t.templateId} seniorId={senior.id} level={t} canPin={senior.myRole === 'OWNER'} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function TemplateLevel({ seniorId, level, canPin }: { seniorId: string; level: TemplateDifficulty; canPin: boolean }) {
  const title = TEMPLATES[level.templateId]?.title ?? level.templateId;
  const headingId = `difficulty-${level.templateId}`;
  const changes = level.changes.slice(0, SHOWN_CHANGES);
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-warm-100 p-4">
      <h3 id={headingId} className="text-lg font-bold">
        {title}
      </h3>
      <p className="text-xl font-semibold">{difficultyLevelWords(level.level)}</p>
      <p className="text-muted">{level.pinned ? 'Kept at this level' : 'Adapts by itself'}</p>
      {changes.length > 0 ? (
        <ul aria-label={`Last changes to ${title}`} className="flex flex-col gap-2">
          {changes.map((c) => (
            <li key={`${c.at}-${c.reason}`} className="flex flex-col">
              <span className="font-medium">{c.words}</span>
              <time dateTime={c.at} className="text-sm text-muted">
                {formatDateTime(c.at)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">No changes yet.</p>
      )}
      {canPin && <PinForm seniorId={seniorId} level={level} title={title} />}
    </li>
  );
}

function PinForm({ seniorId, level, title }: { seniorId: string; level: TemplateDifficulty; title: string }) {
  const pin = usePinDifficulty(seniorId);
  const current = level.pinned ? String(level.level) : ADAPT;
  const [choice, setChoice] = useState(current);
  const failed = pin.isError && !isUnauthorized(pin.error);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    pin.mutate({
      templateId: level.templateId as TemplateSlug,
      pinnedLevel: choice === ADAPT ? null : Number(choice),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <SelectField
        label={`Level for ${title}`}
        error={failed ? "We couldn't save the level. Please try again." : undefined}
        value={choice}
        onChange={setChoice}
        options={LEVEL_CHOICES}
      />
      <SubmitButton
        variant="secondary"
        pending={pin.isPending}
        disabled={choice === current}
        submit="Save level"
        busy="Saving..."
      />
    </form>
  );
}
