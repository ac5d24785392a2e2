import { screen, waitFor, within } from '@testing-library/react';
import type { RecordTaps } from '@carewith/contracts';
import { RemotePage } from './RemotePage';
import { renderScreen, reply, type Answers } from '../../testing/render';
import { aCard, aRecord, aScreen, aSession, residentId, SESSION_ID } from '../../testing/group-sessions';

// The coordinator's phone: the remote's presses, and each resident's two taps saved as they are made.
const SESSION = `/api/group-sessions/${SESSION_ID}`;
const RECORDS = `PUT ${SESSION}/records`;
const renderRemote = (api: Answers = {}) =>
  renderScreen(<RemotePage />, {
    path: `/group-sessions/${SESSION_ID}/remote`,
    route: '/group-sessions/:sessionId/remote',
    api: { [SESSION]: aSession(3), ...api },
  });
// The server's answer to a resident's taps: their record.
const recordOf = ({ body }: { body: unknown }) => {
  const taps = body as RecordTaps;
  return aRecord({
    residentId: taps.residentId,
    tookPart: taps.tookPart,
    attention: taps.attention ?? null,
    mood: taps.mood ?? null,
    chips: taps.chips ?? [],
  });
};
const residentCard = (n: number) => screen.getByRole('region', { name: `Resident${n}` });

describe('The remote of a group session', () => {
  it('moves the TV with big buttons, and says where the TV is', async () => {
    const { user, api } = await renderRemote({
      [`POST ${SESSION}/control`]: ({ body }: { body: unknown }) =>
        (body as { action: string }).action === 'next'
          ? aScreen({ version: 2, position: 1, card: aCard({ prompt: 'Where did you go dancing?' }) })
          : aScreen({ version: 3, position: 1, hintShown: true, card: aCard({ prompt: 'Where did you go dancing?' }) }),
    });
    expect(await screen.findByText('Card 1 of 16')).toBeInTheDocument();
    expect(screen.getByTestId('remote-prompt')).toHaveTextContent(aCard().prompt);
    expect(screen.getByRole('textbox', { name: "The TV page's address" })).toHaveValue(
      `${window.location.origin}/group-sessions/${SESSION_ID}/tv`,
    );
    expect(screen.getByRole('link', { name: 'Open the TV page' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    // A song card is needed to play a song.
    expect(screen.getByRole('button', { name: 'Play the song' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Card 2 of 16')).toBeInTheDocument();
    expect(screen.getByTestId('remote-prompt')).toHaveTextContent('Where did you go dancing?');
    await user.click(screen.getByRole('button', { name: 'Show a hint' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show a hint' })).toBeDisabled());
    expect(api.sent(`POST ${SESSION}/control`).map((r) => r.body)).toEqual([{ action: 'next' }, { action: 'hint' }]);
  });

  it('asks before ending the session', async () => {
    const { user, api } = await renderRemote({ [`POST ${SESSION}/control`]: aScreen({ version: 2, ended: true }) });
    await user.click(await screen.findByRole('button', { name: 'End' }));
    expect(api.sent(`POST ${SESSION}/control`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep going' }));
    await user.click(screen.getByRole('button', { name: 'End' }));
    await user.click(screen.getByRole('button', { name: 'Yes, end it' }));
    expect(await screen.findByText('The session has ended.')).toBeInTheDocument();
    expect(api.sent(`POST ${SESSION}/control`).map((r) => r.body)).toEqual([{ action: 'end' }]);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it("saves each resident's taps as they are made: took part, then attention and a face", async () => {
    const { user, api } = await renderRemote({ [RECORDS]: recordOf });
    const card = await screen.findByRole('region', { name: 'Resident2' });
    await user.click(within(card).getByRole('button', { name: 'Took part' }));
    await user.click(
      within(within(card).getByRole('group', { name: "Resident2's attention" })).getByRole('button', { name: 'Full' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Happy mood' }));
    await user.click(within(card).getByRole('button', { name: 'Sang along' }));
    await waitFor(() => expect(api.sent(RECORDS)).toHaveLength(4));
    expect(api.sent(RECORDS).map((r) => r.body)).toEqual([
      { residentId: residentId(2), tookPart: true, chips: [] },
      { residentId: residentId(2), tookPart: true, chips: [], attention: 'full' },
      { residentId: residentId(2), tookPart: true, chips: [], attention: 'full', mood: 'happy' },
      { residentId: residentId(2), tookPart: true, chips: ['sang-along'], attention: 'full', mood: 'happy' },
    ]);
    expect(await within(card).findByText('Saved')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Happy mood' })).toHaveAttribute('aria-pressed', 'true');
    // The faces have names a screen reader says; the other residents are untouched.
    expect(within(card).getByRole('button', { name: 'Low mood' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(residentCard(1)).getByRole('button', { name: 'Took part' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a face alone says they took part: two taps a resident', async () => {
    const { user, api } = await renderRemote({ [RECORDS]: recordOf });
    const card = await screen.findByRole('region', { name: 'Resident1' });
    await user.click(within(card).getByRole('button', { name: 'Some' }));
    await user.click(within(card).getByRole('button', { name: 'Okay mood' }));
    await waitFor(() => expect(api.sent(RECORDS)).toHaveLength(2));
    expect(api.sent(RECORDS)[1]!.body).toEqual({
      residentId: residentId(1),
      tookPart: true,
      chips: [],
      attention: 'some',
      mood: 'okay',
    });
    expect(within(card).getByRole('button', { name: '✓ Took part' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps trying a tap that did not reach the server, and says so until it is saved', async () => {
    let calls = 0;
    const { user, api } = await renderRemote({
      [RECORDS]: (request: { body: unknown }) =>
        ++calls < 3 ? reply(503, { message: 'Service unavailable' }) : recordOf(request),
    });
    const card = await screen.findByRole('region', { name: 'Resident3' });
    await user.click(within(card).getByRole('button', { name: 'Took part' }));
    expect(await within(card).findByText('Not saved yet: trying again...')).toBeInTheDocument();
    expect(await within(card).findByText('Saved', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.sent(RECORDS)).toHaveLength(3);
  });

  it('does not retry a refused tap, and says so', async () => {
    const { user, api } = await renderRemote({ [RECORDS]: reply(400, { message: 'Choose a face' }) });
    const card = await screen.findByRole('region', { name: 'Resident1' });
    await user.click(within(card).getByRole('button', { name: 'Took part' }));
    expect(await within(card).findByText('Not saved. Tap again to try once more.')).toBeInTheDocument();
    expect(api.sent(RECORDS)).toHaveLength(1);
  });

  it('records everyone as present with one tap, and starts from the taps already stored', async () => {
    const { user, api } = await renderRemote({
      [SESSION]: aSession(3, {
        records: [aRecord({ residentId: residentId(1), attention: 'some', mood: 'low', chips: [] })],
      }),
      [`POST ${SESSION}/records/everyone-present`]: [1, 2, 3].map((n) =>
        aRecord({ residentId: residentId(n), attention: null, mood: null, chips: [] }),
      ),
    });
    const first = await screen.findByRole('region', { name: 'Resident1' });
    expect(within(first).getByRole('button', { name: 'Low mood' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Everyone was here' }));
    await waitFor(() => expect(api.sent(`POST ${SESSION}/records/everyone-present`)).toHaveLength(1));
    for (const n of [1, 2, 3])
      expect(within(residentCard(n)).getByRole('button', { name: '✓ Took part' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    expect(within(first).getByRole('button', { name: 'Low mood' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks Spanish to a coordinator who reads it', async () => {
    await renderScreen(<RemotePage />, {
      path: `/group-sessions/${SESSION_ID}/remote`,
      route: '/group-sessions/:sessionId/remote',
      language: 'es',
      api: { [SESSION]: aSession(2) },
    });
    expect(await screen.findByRole('button', { name: 'Estuvieron todos' })).toBeInTheDocument();
    const card = residentCard(1);
    expect(within(card).getByRole('button', { name: 'Participó' })).toBeInTheDocument();
    expect(within(card).getByRole('group', { name: 'Atención de Resident1' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ánimo alegre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar una pista' })).toBeInTheDocument();
  });

  it('says so on a session that is not there', async () => {
    await renderRemote({ [SESSION]: reply(404, { message: 'Not found' }) });
    expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeInTheDocument();
  });
});
