import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { uuidSchema, type ControlAction, type GroupSession } from '@carewith/contracts';
import { isUnauthorized } from '../../api/http';
import { useControlSession, useEveryonePresent, useGroupSession } from '../../api/useGroupSessions';
import { Button, buttonClass } from '../../components/Button';
import { PageLoadFailed } from '../../components/LoadState';
import { NotFoundCard } from '../../components/NotFoundCard';
import { PageLoading } from '../../components/PageLoading';
import { PlayLinkInput, useCopyLink } from '../../components/PlayLinkInput';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { toast } from '../../hooks/useToast';
import { ResidentTaps, type Taps } from './ResidentTaps';
import { CONTROL_LABELS, isNotFound } from './texts';

const bigButton = (extra = '') => `min-h-16 text-lg ${extra}`;

// The record's taps as the screen starts from them (no record yet: not taken part).
function tapsOf(session: GroupSession): Record<string, Taps> {
  return Object.fromEntries(
    session.residents.map((r) => {
      const record = session.records.find((rec) => rec.residentId === r.id);
      return [
        r.id,
        record
          ? {
              tookPart: record.tookPart,
              attention: record.attention ?? undefined,
              mood: record.mood ?? undefined,
              chips: record.chips,
            }
          : { tookPart: false, chips: [] },
      ];
    }),
  );
}

// Where the lounge TV opens the session: the address to type or copy, and a link for this device.
function TvLink({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const url = `${window.location.origin}/group-sessions/${sessionId}/tv`;
  const { input, copy } = useCopyLink(url, t`Open it on the lounge TV, signed in as staff.`);
  return (
    <section aria-labelledby="tv-heading" className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-4">
      <h2 id="tv-heading" className="text-lg font-bold">
        {t`Open on the lounge TV`}
      </h2>
      <p id="tv-note" className="text-sm">
        {t`On the TV's browser, signed in as a member of staff, open this address. The TV follows this phone.`}
      </p>
      <label htmlFor="tv-url" className="sr-only">
        {t`The TV page's address`}
      </label>
      <PlayLinkInput id="tv-url" playUrl={url} noteId="tv-note" input={input} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {t`Copy the address`}
        </Button>
        <a href={url} target="_blank" rel="noreferrer" className={buttonClass('secondary')}>
          {t`Open the TV page`}
        </a>
      </div>
    </section>
  );
}

// /group-sessions/{sessionId}/remote: the coordinator's phone. The TV follows each press; below, each
// resident's taps, saved as they are made.
export function RemotePage() {
  const { t } = useLingui();
  const { sessionId = '' } = useParams();
  const valid = uuidSchema.safeParse(sessionId).success;
  const session = useGroupSession(sessionId, valid);
  const control = useControlSession(sessionId);
  const everyone = useEveryonePresent(sessionId);
  // The taps made on this phone, by resident (what is stored shows until a resident is tapped).
  const [taps, setTaps] = useState<Record<string, Taps>>({});
  const [confirmEnd, setConfirmEnd] = useState(false);
  useDocumentTitle(t`Group session remote`);

  const loaded = session.data;

  if (!valid || isNotFound(session.error))
    return (
      <NotFoundCard title={t`Session not found`} text={t`The page you are looking for does not exist or has moved.`} />
    );
  if (session.isLoading) return <PageLoading text={t`Loading the session...`} />;
  if (!loaded)
    return <PageLoadFailed>{t`We couldn't load the session. Please refresh the page to try again.`}</PageLoadFailed>;

  const { screen } = loaded;
  // The taps shown: those made on this phone, else what is stored.
  const shown = { ...tapsOf(loaded), ...taps };
  const press = (action: ControlAction) =>
    control.mutate(action, {
      onError: (e) => {
        if (isUnauthorized(e)) return;
        toast({ title: t`Error`, description: t`The TV did not change. Please try again.`, variant: 'destructive' });
      },
    });
  const allPresent = () => {
    setTaps((now) =>
      Object.fromEntries(
        loaded.residents.map((r) => [r.id, { chips: [], ...shown[r.id], ...now[r.id], tookPart: true }]),
      ),
    );
    everyone.mutate(undefined, {
      onError: (e) => {
        if (isUnauthorized(e)) return;
        toast({ title: t`Error`, description: t`That was not saved. Please try again.`, variant: 'destructive' });
      },
    });
  };
  const position = screen.position + 1;
  const cards = screen.cards;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{loaded.theme}</h1>
        <p className="text-muted">
          {screen.ended ? t`The session has ended.` : t`Card ${position} of ${cards}`}
          {screen.songPlaying && !screen.ended ? ` · ${t`The song is playing on the TV`}` : ''}
        </p>
      </div>
      {!screen.ended ? <TvLink sessionId={sessionId} /> : null}
      {!screen.ended ? (
        <section aria-labelledby="controls-heading" className="flex flex-col gap-3">
          <h2 id="controls-heading" className="sr-only">
            {t`The TV`}
          </h2>
          <p className="rounded-xl border border-warm-100 bg-white p-3 text-sm" data-testid="remote-prompt">
            <span className="font-semibold">{t`On the TV:`}</span> {screen.card.prompt}
            {screen.hintShown && screen.card.hint ? (
              <>
                <br />
                <span className="font-semibold">{t`Hint:`}</span> {screen.card.hint}
              </>
            ) : null}
          </p>
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="secondary"
              className={bigButton()}
              disabled={screen.position === 0}
              onClick={() => press('back')}
            >
              {t(CONTROL_LABELS.back)}
            </Button>
            <Button className={bigButton()} disabled={position >= cards} onClick={() => press('next')}>
              {t(CONTROL_LABELS.next)}
            </Button>
            <Button
              variant="secondary"
              className={bigButton()}
              disabled={!screen.card.hint || screen.hintShown}
              onClick={() => press('hint')}
            >
              {t(CONTROL_LABELS.hint)}
            </Button>
            <Button
              variant="secondary"
              className={bigButton()}
              disabled={!screen.card.song}
              aria-pressed={screen.songPlaying}
              onClick={() => press('song')}
            >
              {t(CONTROL_LABELS.song)}
            </Button>
          </div>
          {confirmEnd ? (
            <div role="group" aria-label={t`End the session?`} className="flex flex-col gap-2 rounded-xl bg-red-50 p-3">
              <p className="font-semibold text-red-800">{t`End the session for everyone? The TV says thank you.`}</p>
              <div className="grid grid-cols-2 gap-3">
                <Button
                  variant="danger"
                  className={bigButton()}
                  onClick={() => {
                    setConfirmEnd(false);
                    press('end');
                  }}
                >
                  {t`Yes, end it`}
                </Button>
                <Button variant="secondary" className={bigButton()} onClick={() => setConfirmEnd(false)}>
                  {t`Keep going`}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="danger" className={bigButton()} onClick={() => setConfirmEnd(true)}>
              {t(CONTROL_LABELS.end)}
            </Button>
          )}
        </section>
      ) : (
        <Link to={`/homes/${loaded.homeId}/evidence`} className={buttonClass('secondary', 'self-start')}>
          {t`See the month's evidence`}
        </Link>
      )}
      <section aria-labelledby="records-heading" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="records-heading" className="text-xl font-bold">
            {t`Who took part`}
          </h2>
          <p className="text-sm text-muted">{t`Two taps a resident: took part, then attention and a face. Saved as you tap.`}</p>
        </div>
        <Button className={bigButton()} onClick={allPresent} disabled={everyone.isPending}>
          {t`Everyone was here`}
        </Button>
        {loaded.residents.map((resident) => (
          <ResidentTaps
            key={resident.id}
            sessionId={sessionId}
            resident={resident}
            taps={shown[resident.id] ?? { tookPart: false, chips: [] }}
            onChange={(next) => setTaps((now) => ({ ...now, [resident.id]: next }))}
          />
        ))}
      </section>
    </div>
  );
}
