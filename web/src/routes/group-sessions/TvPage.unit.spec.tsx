import { act, screen, waitFor } from '@testing-library/react';
import type { SessionScreen } from '@carewith/contracts';
import { TvPage } from './TvPage';
import { reconnectDelay } from './useLiveScreen';
import { held, renderScreen } from '../../testing/render';
import { aCard, aScreen, aSession, SESSION_ID } from '../../testing/group-sessions';

// The lounge TV: the card the remote reached, following the live stream; never a name, never a score.

// The browser's EventSource, driven by the test: `emit` sends a view as the gateway's stream would.
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  emit(view: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(view) }));
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}
const latest = () => FakeEventSource.made.at(-1)!;
const SCREEN = `/api/group-sessions/${SESSION_ID}/screen`;
const path = `/group-sessions/${SESSION_ID}/tv`;
const route = '/group-sessions/:sessionId/tv';
const renderTv = (view: unknown) => renderScreen(<TvPage />, { path, route, api: { [SCREEN]: view } });
const emit = (view: SessionScreen) => act(() => latest().emit(view));

beforeEach(() => {
  FakeEventSource.made = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => jest.restoreAllMocks());

describe('The TV of a group session', () => {
  it('waits quietly for the first view, with no app navigation', async () => {
    const view = held(aScreen());
    await renderTv(view.answer);
    expect(screen.getByRole('heading', { level: 1, name: 'Waiting for the session to start' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    view.release();
    expect(await screen.findByRole('heading', { name: aCard().prompt })).toBeInTheDocument();
  });

  it("never shows a resident's name or a score, even when the data it is given holds them", async () => {
    const session = aSession(2, {
      residents: [
        { id: aSession().residents[0]!.id, firstName: 'Margaret' },
        { id: aSession().residents[1]!.id, firstName: 'Albert' },
      ],
    });
    await renderTv({ ...aScreen(), residents: session.residents, answeredBy: 'Margaret', score: 41, correct: 42 });
    await screen.findByRole('heading', { name: aCard().prompt });
    emit({ ...aScreen({ version: 2, hintShown: true }), answeredBy: 'Albert', score: 43 } as SessionScreen);
    await screen.findByText(aCard().hint!);
    const text = document.body.textContent ?? '';
    for (const word of ['Margaret', 'Albert', '41', '42', '43', 'score', 'Score']) expect(text).not.toContain(word);
    // Nothing counts down or counts up: no "3 of 16" either.
    expect(text).not.toMatch(/\d+ of \d+/);
  });

  it('follows the stream: a hint, the next card, the song with its audio; an older view is ignored', async () => {
    await renderTv(aScreen({ version: 3 }));
    await screen.findByRole('heading', { name: aCard().prompt });
    expect(latest().url).toBe(`/api/group-sessions/${SESSION_ID}/live`);
    expect(screen.queryByText(aCard().hint!)).not.toBeInTheDocument();

    emit(aScreen({ version: 4, hintShown: true }));
    expect(await screen.findByText(aCard().hint!)).toBeInTheDocument();

    const songCard = aCard({
      kind: 'song',
      prompt: 'Who went dancing to this one?',
      hint: null,
      imageUrl: '/api/group-sessions/pictures/1',
      song: { title: 'Moon River', artist: 'Andy Williams', audioUrl: '/api/songs/moon-river.mp3' },
    });
    emit(aScreen({ version: 5, position: 1, card: songCard }));
    expect(await screen.findByRole('heading', { name: 'Who went dancing to this one?' })).toBeInTheDocument();
    expect(screen.getByText('♪ Moon River')).toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
    expect(document.querySelector('img')).toHaveAttribute('src', '/api/group-sessions/pictures/1');

    emit(aScreen({ version: 6, position: 1, card: songCard, songPlaying: true }));
    await waitFor(() => expect(document.querySelector('audio')).toHaveAttribute('src', '/api/songs/moon-river.mp3'));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();

    // A late event from before: the TV stays where it is (once react-query has told the screen, on its
    // next macrotask).
    emit(aScreen({ version: 2 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading', { name: 'Who went dancing to this one?' })).toBeInTheDocument();
  });

  it('ends on the closing song, then thanks everyone once the session has ended', async () => {
    await renderTv(
      aScreen({
        position: 15,
        card: aCard({
          kind: 'closing-song',
          prompt: 'Let us finish with a song',
          hint: null,
          song: { title: 'We’ll Meet Again', artist: 'Vera Lynn', audioUrl: null },
        }),
      }),
    );
    expect(await screen.findByText('One last song together')).toBeInTheDocument();
    expect(screen.getByText('♪ We’ll Meet Again')).toBeInTheDocument();
    emit(aScreen({ version: 9, ended: true }));
    expect(await screen.findByRole('heading', { name: 'Thank you for joining in' })).toBeInTheDocument();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens the stream again when the browser gave up on it, and reads the view again on reconnecting', async () => {
    const { api } = await renderTv(aScreen());
    await screen.findByRole('heading', { name: aCard().prompt });
    act(() => latest().open());
    act(() => latest().fail());
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(2), { timeout: reconnectDelay(0) + 5_000 });
    act(() => latest().open());
    await waitFor(() => expect(api.sent(`GET ${SCREEN}`)).toHaveLength(2));
  });

  it('says so on a session that is not there', async () => {
    await renderScreen(<TvPage />, { path: '/group-sessions/not-a-session/tv', route });
    expect(screen.getByRole('heading', { name: 'This session is not here' })).toBeInTheDocument();
  });
});
