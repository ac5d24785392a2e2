import { screen } from '@testing-library/react';
import { HomeInvitationPage } from './HomeInvitationPage';
import { renderScreen, reply, type Answers } from '../../testing/render';
import { aHomeSummary, HOME_ID } from '../../testing/homes';

// /home-invitations/:token, signed in: which home and role, then Accept.
const TOKEN = 'tok-123';
const previewUrl = `/api/home-invitations/${TOKEN}`;
const aPreview = {
  homeName: 'Oak House',
  role: 'COORDINATOR',
  invitedByName: 'Nora Owner',
  expiresAt: '2026-12-08T10:00:00.000Z',
};
function renderInvitation(api: Answers = {}) {
  return renderScreen(<HomeInvitationPage />, {
    path: `/home-invitations/${TOKEN}`,
    route: '/home-invitations/:token',
    api: { [previewUrl]: aPreview, ...api },
  });
}

describe('A care-home invitation', () => {
  it('says who invited whom to which home and role, then joins it', async () => {
    const { user, api } = await renderInvitation({
      [`POST ${previewUrl}/accept`]: aHomeSummary('COORDINATOR', { residents: 20 }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nora Owner invited you to join the staff of Oak House' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Activity Coordinator')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Oak House' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Oak House' })).toHaveAttribute('href', `/homes/${HOME_ID}`);
    expect(api.sent(`POST ${previewUrl}/accept`)).toHaveLength(1);
  });

  it("shows the server's reason for a link that no longer works", async () => {
    await renderInvitation({ [previewUrl]: reply(404, { message: 'This invitation link is not valid.' }) });
    expect(await screen.findByRole('heading', { name: 'Invitation not available' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is not valid.');
  });

  it("shows the server's refusal of the accept", async () => {
    const { user } = await renderInvitation({
      [`POST ${previewUrl}/accept`]: reply(403, { message: 'This invitation was sent to another e-mail address.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation was sent to another e-mail address.');
  });
});
