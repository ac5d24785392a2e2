import { screen, within } from '@testing-library/react';
import { StaffPage } from './StaffPage';
import { renderScreen, reply, type Answers } from '../../testing/render';
import { aHome, COORDINATOR_ID, HOME_ID, INVITATION_ID } from '../../testing/homes';

// /homes/:homeId/staff: a Home Manager's and an Activity Coordinator's.
const homeUrl = `/api/homes/${HOME_ID}`;
function renderStaff(api: Answers = {}) {
  return renderScreen(<StaffPage />, {
    path: `/homes/${HOME_ID}/staff`,
    route: '/homes/:homeId/staff',
    api: { [homeUrl]: aHome('MANAGER'), ...api },
  });
}
const staffList = async () =>
  within((await screen.findByRole('heading', { name: 'Staff', level: 2 })).closest('section')!);

describe('Staff', () => {
  it('shows a Home Manager the staff with their roles and e-mails, and the invitations waiting', async () => {
    await renderStaff();
    const list = await staffList();
    expect(list.getByText('Colin Coordinator').closest('li')).toHaveTextContent('Activity Coordinator');
    expect(list.getByText('colin@example.com')).toBeInTheDocument();
    expect((await list.findByText('(you)')).closest('li')).toHaveTextContent('Nora Owner');
    const pending = screen.getByRole('region', { name: 'Invitations not yet accepted' });
    expect(within(pending).getByText('new@example.com')).toBeInTheDocument();
  });

  it('invites a coordinator by e-mail and shows the link to copy', async () => {
    const link = 'http://localhost/home-invitations/abc';
    const { user, api } = await renderStaff({
      [`POST ${homeUrl}/staff-invitations`]: { id: INVITATION_ID, link, expiresAt: '2026-12-08T10:00:00.000Z' },
    });
    const email = await screen.findByLabelText('Email address');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.sent(`POST ${homeUrl}/staff-invitations`)).toEqual([]);

    await user.type(email, 'amy@example.com');
    expect(screen.getByRole('radio', { name: /Activity Coordinator/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByLabelText('Invitation link for amy@example.com')).toHaveValue(link);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(api.sent(`POST ${homeUrl}/staff-invitations`)[0]!.body).toEqual({
      email: 'amy@example.com',
      role: 'COORDINATOR',
    });
  });

  it('cancels an invitation after asking', async () => {
    const { user, api } = await renderStaff({ [`DELETE ${homeUrl}/staff-invitations/${INVITATION_ID}`]: reply(204) });
    await user.click(await screen.findByRole('button', { name: 'Cancel the invitation to new@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('The link to new@example.com no longer works.')).toBeInTheDocument();
    expect(api.sent(`DELETE ${homeUrl}/staff-invitations/${INVITATION_ID}`)).toHaveLength(1);
  });

  it("shows the server's reason when the last Home Manager cannot be removed", async () => {
    const { user } = await renderStaff({
      [`DELETE ${homeUrl}/staff/00000000-0000-4000-8000-000000000001`]: reply(409, {
        message: 'A care home needs at least one Home Manager.',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Nora Owner from the staff' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A care home needs at least one Home Manager.');
  });

  it('removes a member of staff', async () => {
    const { user, api } = await renderStaff({ [`DELETE ${homeUrl}/staff/${COORDINATOR_ID}`]: reply(204) });
    await user.click(await screen.findByRole('button', { name: 'Remove Colin Coordinator from the staff' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Colin Coordinator is no longer on the staff.')).toBeInTheDocument();
    expect(api.sent(`DELETE ${homeUrl}/staff/${COORDINATOR_ID}`)).toHaveLength(1);
  });

  it('gives an Activity Coordinator the names and roles only: no e-mails, invitations or Remove', async () => {
    await renderStaff({ [homeUrl]: aHome('COORDINATOR') });
    const list = await staffList();
    expect(list.getByText('Colin Coordinator').closest('li')).toHaveTextContent('Home Manager');
    expect(screen.queryByText('colin@example.com')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitations not yet accepted' })).not.toBeInTheDocument();
  });
});
