import { screen, within } from '@testing-library/react';
import { InvitePage } from './InvitePage';
import { renderScreen, reply, held, type Answers } from '../../testing/render';
import { aTeam, TEAM_ID } from '../../testing/builders';

// Moved from e2e/tests/data-rights-screens.e2e.spec.ts ("shows the empty and the error states of the
// log": the refused state; the empty log's words stay there; "lets a Co-Caregiver change a member's
// role ...": the select's roles, none for yourself or the Primary Caregiver, the select back after a
// refusal). Beside them: the log's loading note and rows, the address checked, a Family Helper kept out.
// The browser tests keep the invitation, the join and the role change for real.
const LOG = `/api/care-teams/${TEAM_ID}/audit-log`;
const answers = (over: Answers = {}): Answers => ({
  '/api/care-teams': [aTeam()],
  '/api/invitations': [],
  [`/api/care-teams/${TEAM_ID}/members`]: [
    {
      userId: '00000000-0000-4000-8000-000000000001',
      email: 'nora@example.com',
      firstName: 'Nora',
      lastName: 'Owner',
      roleInTeam: 'OWNER',
      isPrimary: true,
      joinedAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  [LOG]: [],
  ...over,
});
const log = () => screen.findByRole('region', { name: 'Team activity log' });
const member = (userId: string, firstName: string, roleInTeam: 'OWNER' | 'SIBLING', isPrimary = false) => ({
  userId,
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lastName: firstName === 'Olga' ? 'Owner' : 'Helper',
  roleInTeam,
  isPrimary,
  joinedAt: '2026-11-01T10:00:00.000Z',
});
// The signed-in member (aUser's id) is a Co-Caregiver beside Olga, the Primary Caregiver, and Hana, a Family Helper.
const HANA = '00000000-0000-4000-8000-000000000003';
const threeMembers = {
  [`/api/care-teams/${TEAM_ID}/members`]: [
    member('00000000-0000-4000-8000-000000000002', 'Olga', 'OWNER', true),
    member('00000000-0000-4000-8000-000000000001', 'Nora', 'OWNER'),
    member(HANA, 'Hana', 'SIBLING'),
  ],
};
const LAST_OWNER_MESSAGE = 'A care team needs at least one Co-Caregiver.';

describe('Invite Family', () => {
  it('says "Loading the activity log…", then that nothing has happened in the team yet', async () => {
    const empty = held([]);
    await renderScreen(<InvitePage />, { path: '/invite', api: answers({ [LOG]: empty.answer }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite Family' })).toBeInTheDocument();
    expect(await within(await log()).findByRole('status')).toHaveTextContent('Loading the activity log…');
    empty.release();
    expect(
      await within(await log()).findByText('Nothing has happened in this team yet.', { exact: true }),
    ).toBeInTheDocument();
    expect(within(await log()).queryByText('Loading the activity log…')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the log as it says it", async () => {
    await renderScreen(<InvitePage />, {
      path: '/invite',
      api: answers({ [LOG]: reply(403, { code: 'FORBIDDEN', message: 'Only Co-Caregivers can see the log.' }) }),
    });
    expect(await within(await log()).findByRole('alert')).toHaveTextContent('Only Co-Caregivers can see the log.');
  });

  it('lists who did what, newest first', async () => {
    await renderScreen(<InvitePage />, {
      path: '/invite',
      api: answers({
        [LOG]: [
          { id: 'b', createdAt: '2026-11-20T10:00:00.000Z', actorName: 'Olga Owner', action: 'invitation.created' },
          { id: 'a', createdAt: '2026-11-19T10:00:00.000Z', actorName: null, action: 'user.signed_in' },
        ],
      }),
    });
    const rows = await within(await screen.findByRole('region', { name: 'Team activity log' })).findAllByRole(
      'listitem',
    );
    expect(rows.map((row) => [...row.children].slice(1).map((c) => c.textContent))).toEqual([
      ['Olga Owner', 'Invited a family member'],
      ['A deleted account', 'Signed in'],
    ]);
  });

  it('asks for a valid address before sending an invitation', async () => {
    const { user, api } = await renderScreen(<InvitePage />, { path: '/invite', api: answers() });
    await user.type(await screen.findByLabelText('Email Address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.sent('POST /api/invitations')).toEqual([]);
    expect(screen.getByRole('radio', { name: /Family Helper/ })).toBeChecked();
  });

  it("gives a Co-Caregiver one role select, Hana's: none for themself or the Primary Caregiver", async () => {
    await renderScreen(<InvitePage />, { path: '/invite', api: answers(threeMembers) });
    const team = within(await screen.findByRole('region', { name: 'Current Care Team' }));
    const select = await team.findByRole('combobox', { name: 'Role for Hana Helper' });
    expect(team.getAllByRole('combobox')).toEqual([select]);
    expect(select).toHaveValue('SIBLING');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Co-Caregiver', 'Family Helper']);
    expect(team.queryByLabelText('Role for Olga Owner')).not.toBeInTheDocument();
    const olga = team.getByText('Olga Owner').closest('li')!;
    expect(within(olga).getByText('Primary Caregiver', { exact: true })).toBeInTheDocument();
    expect(within(olga).getByText('Full access', { exact: true })).toBeInTheDocument();
    expect(team.getByText('You (Co-Caregiver)')).toBeInTheDocument();
  });

  it("shows the server's refusal of a role change as it says it, and the select goes back", async () => {
    const { user, api } = await renderScreen(<InvitePage />, {
      path: '/invite',
      api: answers({
        ...threeMembers,
        [`PATCH /api/care-teams/${TEAM_ID}/members/${HANA}`]: reply(409, {
          code: 'CONFLICT',
          message: LAST_OWNER_MESSAGE,
        }),
      }),
    });
    const team = within(await screen.findByRole('region', { name: 'Current Care Team' }));
    const select = await team.findByRole('combobox', { name: 'Role for Hana Helper' });
    await user.selectOptions(select, 'OWNER');
    expect(await team.findByRole('alert')).toHaveTextContent(LAST_OWNER_MESSAGE);
    expect(select).toHaveValue('SIBLING');
    expect(api.sent(`PATCH /api/care-teams/${TEAM_ID}/members/${HANA}`).map((r) => r.body)).toEqual([
      { roleInTeam: 'OWNER' },
    ]);
  });

  it('keeps a Family Helper out: no form, no log, and says who may invite', async () => {
    await renderScreen(<InvitePage />, { path: '/invite', api: answers({ '/api/care-teams': [aTeam('SIBLING')] }) });
    expect(await screen.findByText('Only Co-Caregivers can invite family members.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Team activity log' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email Address')).not.toBeInTheDocument();
  });
});
