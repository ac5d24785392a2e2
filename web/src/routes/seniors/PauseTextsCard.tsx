import { useLingui } from '@lingui/react/macro';
import { PAUSE_DAY_CHOICES, type SeniorView } from '@carewith/contracts';
import { isUnauthorized } from '../../api/http';
import { usePauseSenior } from '../../api/usePauseSenior';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { toast } from '../../hooks/useToast';
import {
  PAUSE_FAILED,
  PAUSE_HEADING,
  PAUSE_TEXT,
  pauseButtonLabel,
  PAUSED_TEXT,
  pausedUntilText,
  RESUME_NOW,
  textsBetweenText,
} from './texts';
import { useMountTime } from '../../hooks/useMountTime';

// "Pause texts for a few days": Co-Caregivers pause or resume; Family Helpers see the state.
// A card of its own when the schedule cannot be read; else the first part of Coming up's card
// (`nested`), whose slots it governs (the two said the same pause one above the other).
export function PauseTextsCard({ senior, nested = false }: { senior: SeniorView; nested?: boolean }) {
  const { t } = useLingui();
  const pause = usePauseSenior(senior.id);
  const now = useMountTime();
  const paused = senior.pausedUntil !== null && new Date(senior.pausedUntil).getTime() > now;
  const canChange = senior.myRole === 'OWNER';
  const change = (days: number | null) =>
    pause.mutate(days, {
      onError: (error) => {
        if (isUnauthorized(error)) return;
        toast({ title: t`Error`, description: t(PAUSE_FAILED), variant: 'destructive' });
      },
    });

  const body = (
    <>
      <p className="text-muted">
        {textsBetweenText(senior.quietHours.from, senior.quietHours.to)} ({senior.timeZone.replace(/_/g, ' ')}).
      </p>
      <div aria-live="polite" className="flex flex-col gap-4">
        {paused ? (
          <div className="flex flex-col gap-1 rounded-lg bg-amber-50 p-3 text-amber-950">
            <p className={nested ? 'font-semibold' : 'text-lg font-semibold'}>
              {pausedUntilText(senior.pausedUntil!, senior.timeZone)}
            </p>
            <p>{t(PAUSED_TEXT)}</p>
          </div>
        ) : (
          <p>{t(PAUSE_TEXT)}</p>
        )}
      </div>
      {canChange &&
        (paused ? (
          <div>
            <Button variant="secondary" disabled={pause.isPending} onClick={() => change(null)}>
              {t(RESUME_NOW)}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-3">
            {PAUSE_DAY_CHOICES.map((days) => (
              <Button key={days} variant="secondary" disabled={pause.isPending} onClick={() => change(days)}>
                {pauseButtonLabel(days)}
              </Button>
            ))}
          </div>
        ))}
    </>
  );
  return nested ? (
    <section aria-labelledby="pause-texts-heading" className="flex flex-col gap-3 border-b border-warm-100 pb-4">
      <h3 id="pause-texts-heading" className="text-lg font-bold">
        {t(PAUSE_HEADING)}
      </h3>
      {body}
    </section>
  ) : (
    <Card headingId="pause-texts-heading" title={t(PAUSE_HEADING)}>
      {body}
    </Card>
  );
}
