import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { ComingUpSlot, GameInstance, SeniorSchedule, SeniorView, SlotState } from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../api/http';
import { useDashboard } from '../../api/useDashboard';
import { useDraftSlot, useUpdateSlot } from '../../api/useSeniorSchedule';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { DisclosureButton, DisclosurePanel, useDisclosure, WIDE_SCREEN } from '../../components/Disclosure';
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
import { PauseTextsCard } from './PauseTextsCard';
import { activityTitle } from '../games/texts';

const REVIEW = 'review';
// On a phone the next text shows at first, the rest (up to the five the API gives) on asking; a wide
// screen shows them all at once.
const SHOWN_SLOTS = 1;
const STATE_TONES: Record<SlotState, string> = {
  planned: 'bg-green-100 text-green-900',
  skipped: 'bg-slate-100 text-slate-800',
  paused: 'bg-amber-100 text-amber-900',
  stopped: 'bg-red-100 text-red-900',
  'no-phone': 'bg-amber-100 text-amber-900',
};

// "Coming up": the pause first, then the next scheduled texts, what each will send and
// whether it will go. Co-Caregivers skip one, take the skip back, choose what it
// sends or edit it before it goes, behind the slot's Change button (five slots' controls
// made the Plan tab three phone screens long). Below, what became of the last ones.
export function ComingUpCard({ senior, schedule }: { senior: SeniorView; schedule: SeniorSchedule }) {
  const { t } = useLingui();
  const canChange = senior.myRole === 'OWNER';
  const more = useDisclosure(WIDE_SCREEN);
  const hiddenSlots = Math.max(0, schedule.comingUp.length - SHOWN_SLOTS);
  const dashboard = useDashboard();
  const drafts = canChange
    ? (dashboard.data?.recentGameInstances ?? []).filter((g) => g.seniorId === senior.id && g.status === 'DRAFT')
    : [];

  return (
    <Card headingId="coming-up-heading" title={t(COMING_UP_HEADING)}>
      <PauseTextsCard senior={senior} nested />
      {schedule.comingUp.length === 0 ? (
        <p className="rounded-lg bg-warm-50 p-4">
          {t(schedule.schedules.length === 0 ? NO_SCHEDULES : NOTHING_COMING_UP)}
        </p>
      ) : (
        <>
          <ul
            aria-label={t(COMING_UP_HEADING)}
            className="flex flex-col divide-y divide-warm-100 border-b border-warm-100"
          >
            {schedule.comingUp.map((slot, i) => (
              <SlotItem
                key={slot.at}
                id={`${more.panelId}-${i}`}
                hidden={i >= SHOWN_SLOTS && !more.open}
                seniorId={senior.id}
                slot={slot}
                pausedUntil={schedule.pausedUntil}
                timeZone={schedule.timeZone}
                drafts={drafts}
                canChange={canChange}
              />
            ))}
          </ul>
          {hiddenSlots > 0 && (
            <DisclosureButton
              disclosure={more}
              variant="ghost"
              className="self-start"
              aria-controls={schedule.comingUp
                .slice(SHOWN_SLOTS)
                .map((_, i) => `${more.panelId}-${SHOWN_SLOTS + i}`)
                .join(' ')}
            >
              {more.open ? t`Show fewer` : t`Show ${hiddenSlots} more`}
            </DisclosureButton>
          )}
        </>
      )}
      {schedule.recent.length > 0 && (
        <div className="flex flex-col gap-3 border-t border-warm-100 pt-4">
          <h3 id="recent-slots-heading" className="text-xl font-bold">
            {t(RECENT_HEADING)}
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
  id,
  hidden,
  seniorId,
  slot,
  pausedUntil,
  timeZone,
  drafts,
  canChange,
}: {
  id: string;
  hidden: boolean;
  seniorId: string;
  slot: ComingUpSlot;
  pausedUntil: string | null;
  timeZone: string;
  drafts: GameInstance[];
  canChange: boolean;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const update = useUpdateSlot(seniorId);
  const draft = useDraftSlot(seniorId);
  const disclosure = useDisclosure();
  const when = slotWhen(slot.localDate, slot.localTime);
  const headingId = `slot-${slot.at.replace(/[^0-9a-zA-Z]/g, '')}`;
  const chosen = slot.send.kind === 'activity' ? slot.send.gameId : null;
  const skipped = slot.state === 'skipped';
  const busy = update.isPending || draft.isPending;
  const choices = [
    ...(slot.send.kind === 'activity' && !drafts.some((d) => d.id === chosen)
      ? [{ id: slot.send.gameId, title: slot.send.title }]
      : []),
    ...drafts.map((d) => ({ id: d.id, title: activityTitle(d) })),
  ];

  const failed = (error: Error) => {
    if (isUnauthorized(error)) return;
    const description =
      error instanceof ApiError && error.status === 400
        ? (error.fieldErrors[0]?.message ?? error.serverMessage ?? t(SLOT_FAILED))
        : t(SLOT_FAILED);
    toast({ title: t`Error`, description, variant: 'destructive' });
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

  const controls = canChange && slot.state !== 'stopped' && slot.state !== 'no-phone';
  return (
    <li id={id} hidden={hidden} aria-labelledby={headingId} className={hidden ? undefined : 'flex flex-col gap-2 py-3'}>
      <h3 id={headingId} className="font-bold sm:text-lg">
        {when}
      </h3>
      <div className="flex items-center justify-between gap-3">
        <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${STATE_TONES[slot.state]}`}>
          {slotStateWords(slot.state, pausedUntil, timeZone)}
        </span>
        {controls && (
          <DisclosureButton disclosure={disclosure} className="shrink-0" padding="px-3" aria-describedby={headingId}>
            <Trans>Change</Trans>
          </DisclosureButton>
        )}
      </div>
      <p>
        <span className="font-semibold">{t(WILL_SEND)}: </span>
        <span className={skipped ? 'line-through' : undefined}>{sendWords(slot.send)}</span>
      </p>
      {controls && (
        <DisclosurePanel
          disclosure={disclosure}
          className="flex flex-col gap-3 rounded-lg bg-warm-50 p-3 lg:flex-row lg:items-end"
        >
          <div className="lg:w-96">
            <SelectField
              label={t(WHAT_TO_SEND)}
              value={chosen ?? REVIEW}
              disabled={busy}
              onChange={(value) => change(skipped, value === REVIEW ? null : value)}
              options={[
                { value: REVIEW, label: slot.send.kind === 'box' ? fromTheBox() : t(THE_REVIEW) },
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
              {skipped ? t(UNSKIP) : t(SKIP)}
            </Button>
            {slot.send.kind !== 'nothing' && (
              <Button variant="ghost" disabled={busy} aria-describedby={headingId} onClick={edit}>
                {t(EDIT_BEFORE)}
              </Button>
            )}
          </div>
        </DisclosurePanel>
      )}
    </li>
  );
}
