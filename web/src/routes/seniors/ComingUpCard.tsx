import { useNavigate } from 'react-router-dom';
import type { ComingUpSlot, GameInstance, SeniorSchedule, SeniorView, SlotState } from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useDashboard } from '../../api/useDashboard';
import { useDraftSlot, useUpdateSlot } from '../../api/useSeniorSchedule';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { SelectField } from '../../components/Field';
import { toast } from '../../hooks/useToast';
import {
  activityChoice,
  COMING_UP_HEADING,
  dayWords,
  EDIT_BEFORE,
  fromTheBox,
  NO_SCHEDULES,
  NOTHING_COMING_UP,
  outcomeWords,
  RECENT_HEADING,
  sendWords,
  SKIP,
  SLOT_FAILED,
  slotStateWords,
  slotWhen,
  THE_REVIEW,
  UNSKIP,
  WHAT_TO_SEND,
  WILL_SEND,
} from './schedule-texts';
import { PAUSED_TEXT, pausedUntilText } from './texts';
import { useMountTime } from '../../hooks/useMountTime';

const REVIEW = 'review';
const STATE_TONES: Record<SlotState, string> = {
  planned: 'bg-green-100 text-green-900',
  skipped: 'bg-slate-100 text-slate-800',
  paused: 'bg-amber-100 text-amber-900',
  stopped: 'bg-red-100 text-red-900',
  'no-phone': 'bg-amber-100 text-amber-900',
};

// "Coming up" (issue #15): the next scheduled texts, what each will send and whether it will go; a
// pause shows here as on the pause card. Co-Caregivers skip one, take the skip back, choose what it
// sends or edit it before it goes. Below, what became of the last ones.
export function ComingUpCard({ senior, schedule }: { senior: SeniorView; schedule: SeniorSchedule }) {
  const canChange = senior.myRole === 'OWNER';
  const dashboard = useDashboard();
  const drafts = canChange
    ? (dashboard.data?.recentGameInstances ?? []).filter((g) => g.seniorId === senior.id && g.status === 'DRAFT')
    : [];
  const now = useMountTime();
  const paused = schedule.pausedUntil !== null && new Date(schedule.pausedUntil).getTime() > now;

  return (
    <Card headingId="coming-up-heading" title={COMING_UP_HEADING}>
      {paused && (
        <div className="flex flex-col gap-1 rounded-lg bg-amber-50 p-4 text-amber-950">
          <p className="text-lg font-semibold">{pausedUntilText(schedule.pausedUntil!, schedule.timeZone)}</p>
          <p>{PAUSED_TEXT}</p>
        </div>
      )}
      {schedule.comingUp.length === 0 ? (
        <p className="rounded-lg bg-warm-50 p-4">
          {schedule.schedules.length === 0 ? NO_SCHEDULES : NOTHING_COMING_UP}
        </p>
      ) : (
        <ul aria-label={COMING_UP_HEADING} className="flex flex-col gap-4">
          {schedule.comingUp.map((slot) => (
            <SlotItem
              key={slot.at}
              seniorId={senior.id}
              slot={slot}
              pausedUntil={schedule.pausedUntil}
              timeZone={schedule.timeZone}
              drafts={drafts}
              canChange={canChange}
            />
          ))}
        </ul>
      )}
      {schedule.recent.length > 0 && (
        <div className="flex flex-col gap-3 border-t border-warm-100 pt-4">
          <h3 id="recent-slots-heading" className="text-xl font-bold">
            {RECENT_HEADING}
          </h3>
          <ul aria-labelledby="recent-slots-heading" className="flex flex-col gap-2">
            {schedule.recent.map((past) => (
              <li key={past.at}>
                <span className="font-semibold">{dayWords(past.localDate)}:</span> {outcomeWords(past)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function SlotItem({
  seniorId,
  slot,
  pausedUntil,
  timeZone,
  drafts,
  canChange,
}: {
  seniorId: string;
  slot: ComingUpSlot;
  pausedUntil: string | null;
  timeZone: string;
  drafts: GameInstance[];
  canChange: boolean;
}) {
  const navigate = useNavigate();
  const update = useUpdateSlot(seniorId);
  const draft = useDraftSlot(seniorId);
  const when = slotWhen(slot.localDate, slot.localTime);
  const headingId = `slot-${slot.at.replace(/[^0-9a-zA-Z]/g, '')}`;
  const chosen = slot.send.kind === 'activity' ? slot.send.gameId : null;
  const skipped = slot.state === 'skipped';
  const busy = update.isPending || draft.isPending;
  const choices = [
    ...(slot.send.kind === 'activity' && !drafts.some((d) => d.id === chosen)
      ? [{ id: slot.send.gameId, title: slot.send.title }]
      : []),
    ...drafts.map((d) => ({ id: d.id, title: d.configJSON.title.trim() || 'Untitled Activity' })),
  ];

  const failed = (error: Error) => {
    if (isUnauthorized(error)) return;
    const description =
      error instanceof ApiError && error.status === 400
        ? (error.fieldErrors[0]?.message ?? error.serverMessage ?? SLOT_FAILED)
        : SLOT_FAILED;
    toast({ title: 'Error', description, variant: 'destructive' });
  };
  const change = (skip: boolean, gameId: string | null) =>
    update.mutate({ at: slot.at, skip, gameId }, { onError: failed });
  const edit = () => {
    if (slot.send.kind === 'activity') {
      navigate(`/games/${slot.send.gameId}/edit`);
      return;
    }
    draft.mutate(slot.at, { onSuccess: ({ gameId }) => navigate(`/games/${gameId}/edit`), onError: failed });
  };

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-warm-100 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={headingId} className="text-lg font-bold">
          {when}
        </h3>
        <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${STATE_TONES[slot.state]}`}>
          {slotStateWords(slot.state, pausedUntil, timeZone)}
        </span>
      </div>
      <p>
        <span className="font-semibold">{WILL_SEND}: </span>
        <span className={skipped ? 'line-through' : undefined}>{sendWords(slot.send)}</span>
      </p>
      {canChange && slot.state !== 'stopped' && slot.state !== 'no-phone' && (
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <div className="lg:w-96">
            <SelectField
              label={WHAT_TO_SEND}
              value={chosen ?? REVIEW}
              disabled={busy}
              onChange={(value) => change(skipped, value === REVIEW ? null : value)}
              options={[
                { value: REVIEW, label: slot.send.kind === 'box' ? fromTheBox() : THE_REVIEW },
                ...choices.map((c) => ({ value: c.id, label: activityChoice(c.title) })),
              ]}
            />
          </div>
          <div className="flex flex-row flex-wrap gap-x-3 gap-y-1">
            <Button
              variant="secondary"
              disabled={busy}
              aria-describedby={headingId}
              onClick={() => change(!skipped, chosen)}
            >
              {skipped ? UNSKIP : SKIP}
            </Button>
            {slot.send.kind !== 'nothing' && (
              <Button variant="ghost" disabled={busy} aria-describedby={headingId} onClick={edit}>
                {EDIT_BEFORE}
              </Button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
