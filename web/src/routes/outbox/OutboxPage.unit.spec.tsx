import { screen } from '@testing-library/react';
import { OutboxPage } from './OutboxPage';
import { held, renderScreen, reply } from '../../testing/render';

describe('the development outbox', () => {
  it('says when there are no messages yet, and reads again on Refresh', async () => {
    const { user, api } = await renderScreen(<OutboxPage />, { path: '/dev/outbox', api: { '/api/dev/outbox': [] } });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(api.sent('/api/dev/outbox')).toHaveLength(2);
  });

  it('says the outbox is turned off where the server has none, with no Refresh', async () => {
    await renderScreen(<OutboxPage />, { path: '/dev/outbox', api: { '/api/dev/outbox': reply(404) } });
    expect(await screen.findByText('The outbox is turned off on this server.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });

  it('says so when the outbox cannot be read, after its loading note', async () => {
    const failing = held(reply(500, 'down'));
    await renderScreen(<OutboxPage />, { path: '/dev/outbox', api: { '/api/dev/outbox': failing.answer } });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    failing.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the outbox. Please refresh the page to try again.",
    );
  });
});
