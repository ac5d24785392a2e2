import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { uuidSchema, type SessionScreen } from '@carewith/contracts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { isForbidden, isNotFound } from './texts';
import { useLiveScreen } from './useLiveScreen';

// The lounge TV (1920x1080, read from about 3 metres): no app navigation, dark text on a light page
// (ink #1d2624 on #fdfaf6, about 15:1; the hint's box #e6f3f1 about 14:1), every text 48 px or more.
// It draws the SessionScreen and nothing else: never a resident's name, never a score, no countdown.

function TvFrame({ children, label }: { children: ReactNode; label: string }) {
  return (
    <main
      aria-label={label}
      className="flex min-h-screen w-full flex-col items-center justify-center bg-warm-50 p-[4vmin] text-[48px] leading-tight text-ink"
    >
      {children}
    </main>
  );
}

function Quiet({ title, line }: { title: string; line?: string }) {
  return (
    <div className="flex max-w-[80vw] flex-col items-center gap-8 text-center">
      <h1 className="text-[72px] font-bold">{title}</h1>
      {line ? <p className="text-[52px]">{line}</p> : null}
    </div>
  );
}

// The song's audio, started when it is asked for. A TV whose browser refuses sound until someone has
// pressed something gets one large button for it.
function SongAudio({ src, version }: { src: string; version: number }) {
  const { t } = useLingui();
  const audio = useRef<HTMLAudioElement>(null);
  const [blocked, setBlocked] = useState(false);
  const play = () => {
    const started = audio.current?.play();
    if (started && typeof started.then === 'function')
      started.then(
        () => setBlocked(false),
        () => setBlocked(true),
      );
  };
  useEffect(play, [src, version]);
  return (
    <>
      <audio ref={audio} src={src} preload="auto" data-testid="tv-song" />
      {blocked ? (
        <button
          type="button"
          onClick={play}
          className="min-h-24 self-center rounded-3xl bg-ink px-10 py-4 text-[52px] font-bold text-warm-50"
        >
          {t`Press to play the song`}
        </button>
      ) : null}
    </>
  );
}

function Card({ screen }: { screen: SessionScreen }) {
  const { t } = useLingui();
  const { card } = screen;
  const closing = card.kind === 'closing-song';
  const showSong = card.song && (screen.songPlaying || card.kind === 'song' || closing);
  const text = (
    <div className="flex min-w-0 flex-1 flex-col justify-center gap-10">
      {closing ? <p className="text-[56px] font-semibold">{t`One last song together`}</p> : null}
      <h1 className="text-[80px] font-bold leading-[1.15]">{card.prompt}</h1>
      {screen.hintShown && card.hint ? (
        <p className="rounded-3xl bg-[#e6f3f1] px-10 py-6 text-[60px]" data-testid="tv-hint">
          {card.hint}
        </p>
      ) : null}
      {showSong && card.song ? (
        <div className="flex flex-col gap-4" data-testid="tv-song-title">
          <p className="text-[64px] font-bold">♪ {card.song.title}</p>
          {card.song.artist ? <p className="text-[52px]">{card.song.artist}</p> : null}
          {screen.songPlaying && !card.song.audioUrl ? (
            <p className="text-[52px]">{t`Let's sing it together`}</p>
          ) : null}
        </div>
      ) : null}
      {screen.songPlaying && card.song?.audioUrl ? (
        <SongAudio src={card.song.audioUrl} version={screen.version} />
      ) : null}
    </div>
  );
  if (!card.imageUrl) return <div className="flex w-full max-w-[80vw] text-center">{text}</div>;
  return (
    <div className="flex w-full items-center gap-[4vw]">
      <img src={card.imageUrl} alt="" className="max-h-[88vh] w-[48vw] rounded-3xl object-contain" />
      {text}
    </div>
  );
}

// /group-sessions/{sessionId}/tv: the card the coordinator's phone has reached, as it changes.
export function TvPage() {
  const { t } = useLingui();
  const { sessionId = '' } = useParams();
  const valid = uuidSchema.safeParse(sessionId).success;
  const screen = useLiveScreen(sessionId, valid);
  useDocumentTitle(t`Group session on the TV`);
  const label = t`Group session`;

  if (!valid || isNotFound(screen.error) || isForbidden(screen.error))
    return (
      <TvFrame label={label}>
        <Quiet title={t`This session is not here`} line={t`Check the link on the coordinator's phone.`} />
      </TvFrame>
    );
  if (!screen.data) return <TvFrame label={label}>{<Quiet title={t`Waiting for the session to start`} />}</TvFrame>;
  if (screen.data.ended)
    return (
      <TvFrame label={label}>
        <Quiet title={t`Thank you for joining in`} line={t`The session has ended.`} />
      </TvFrame>
    );
  return (
    <TvFrame label={label}>
      <Card key={screen.data.position} screen={screen.data} />
    </TvFrame>
  );
}
