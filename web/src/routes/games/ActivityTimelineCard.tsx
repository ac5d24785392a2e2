import { useLingui } from '@lingui/react/macro';
import type { GameDetail } from '@carewith/contracts';
import { useSeniorDifficulty } from '../../api/useSeniorDifficulty';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { formatDateTime } from '../../lib/format';

type Entry = { label: string; at: string | null; done?: boolean };

// Activity Timeline: created, sent, opened, started and completed, each with its date when known, and
// the change of level the session caused.
export function ActivityTimelineCard({ detail }: { detail: GameDetail }) {
  const { t } = useLingui();
  const game = detail.gameInstance;
  const difficulty = useSeniorDifficulty(game.seniorId ?? '', game.seniorId !== null);
  const entries: Entry[] = [{ label: t`Activity Created`, at: game.createdAt }];
  if (game.sentAt) entries.push({ label: t`SMS Sent`, at: game.sentAt });
  if (detail.firstOpenedAt) entries.push({ label: t`Opened`, at: detail.firstOpenedAt });
  if (detail.startedAt) entries.push({ label: t`Started`, at: detail.startedAt });
  if (game.status === 'CLOSED')
    entries.push({ label: t`Activity Completed`, at: detail.result?.completedAt ?? null, done: true });
  // The level change this session caused, in words ("Made gentler after an unfinished activity").
  for (const level of difficulty.data?.templates ?? [])
    for (const c of level.changes) if (c.gameId === game.id) entries.push({ label: c.words, at: c.at });

  return (
    <Card headingId="timeline-heading" title={t`Activity Timeline`}>
      <ol className="flex flex-col gap-3">
        {entries.map((e) => (
          <li key={e.label} className="flex items-start gap-3">
            <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name={e.done ? 'check-circle' : 'clock'} className="h-5 w-5" />
            </span>
            <span className="flex flex-col">
              <span className="font-semibold">{e.label}</span>
              {e.at && (
                <time dateTime={e.at} className="text-muted">
                  {formatDateTime(e.at)}
                </time>
              )}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
