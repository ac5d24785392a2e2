import { screen, within } from '@testing-library/react';
import { ResidentPage } from './ResidentPage';
import { renderScreen, type Answers } from '../../testing/render';
import { aConsent, aHome, aResident, HOME_ID } from '../../testing/homes';

// /homes/:homeId/residents/:residentId: a Home Manager's controls, an Activity Coordinator's reading.
const resident = aResident(1, { firstName: 'Iris', room: '12' });
const residentsUrl = `/api/homes/${HOME_ID}/residents`;
const residentUrl = `${residentsUrl}/${resident.id}`;
function renderResident(api: Answers = {}, language: 'en' | 'es' = 'en') {
  return renderScreen(<ResidentPage />, {
    path: `/homes/${HOME_ID}/residents/${resident.id}`,
    route: '/homes/:homeId/residents/:residentId',
    language,
    api: { [`/api/homes/${HOME_ID}`]: aHome('MANAGER'), [residentsUrl]: [resident], ...api },
  });
}
const consentCard = async () =>
  within((await screen.findByRole('heading', { name: 'Photos and songs in group sessions' })).closest('section')!);

describe('A resident', () => {
  it('says no consent is recorded, and records one on a best-interests decision only with whom they consulted', async () => {
    const { user, api } = await renderResident({
      [`PUT ${residentUrl}/consent`]: { ...resident, consent: aConsent() },
    });
    const card = await consentCard();
    expect(card.getByText(/No consent recorded yet/)).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Record consent' }));
    expect(await card.findByText('Say whether their photos may be shown')).toBeInTheDocument();
    expect(card.getByText('Say whether their songs may be played')).toBeInTheDocument();
    expect(card.getByText('Choose who agreed to share it')).toBeInTheDocument();
    expect(card.getByText('Say who agreed')).toBeInTheDocument();

    const photos = within(card.getByRole('group', { name: 'May their photos be shown?' }));
    await user.click(photos.getByRole('radio', { name: 'Yes' }));
    const songs = within(card.getByRole('group', { name: 'May their songs be played?' }));
    await user.click(songs.getByRole('radio', { name: 'No' }));
    await user.click(card.getByRole('radio', { name: 'A best-interests decision' }));
    await user.type(card.getByLabelText('Name of who agreed'), 'Dr Shah');
    await user.click(card.getByRole('button', { name: 'Record consent' }));
    expect(await card.findByText('Say whom they consulted')).toBeInTheDocument();
    expect(card.getByLabelText('Whom they consulted')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent(`PUT ${residentUrl}/consent`)).toEqual([]);

    await user.type(card.getByLabelText('Whom they consulted'), 'Her daughter Ana');
    await user.click(card.getByRole('button', { name: 'Record consent' }));
    expect(await screen.findByText("Iris's consent is recorded as shown.")).toBeInTheDocument();
    expect(api.sent(`PUT ${residentUrl}/consent`)[0]!.body).toMatchObject({
      photos: true,
      songs: false,
      basis: 'best-interests',
      by: 'Dr Shah',
      consulted: 'Her daughter Ana',
    });
  });

  it('shows the consent as recorded, with who recorded it', async () => {
    await renderResident({
      [residentsUrl]: [
        { ...resident, consent: aConsent({ songs: false, basis: 'best-interests', by: 'Dr Shah', consulted: 'Ana' }) },
      ],
    });
    const card = await consentCard();
    expect(card.getByText('Their photos may be shown.')).toBeInTheDocument();
    expect(card.getByText('Their songs are not played.')).toBeInTheDocument();
    expect(
      card.getByText('A best-interests decision by Dr Shah on 20 November 2026, after asking Ana.'),
    ).toBeInTheDocument();
    expect(card.getByText('Recorded by Nora Owner on 20 Nov 2026.')).toBeInTheDocument();
  });

  it('changes the room and weekly target', async () => {
    const { user, api } = await renderResident({ [`PATCH ${residentUrl}`]: { ...resident, room: '14' } });
    const room = await screen.findByLabelText('Room');
    await user.clear(room);
    await user.type(room, '14');
    await user.selectOptions(screen.getByLabelText('Weekly target of active days'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The room and weekly target are saved.')).toBeInTheDocument();
    expect(api.sent(`PATCH ${residentUrl}`)[0]!.body).toEqual({ room: '14', activeDaysTarget: 7 });
  });

  it('invites their family and shows the link to copy', async () => {
    const link = 'http://localhost/invite/accept?token=fam';
    const { user, api } = await renderResident({
      [`POST ${residentUrl}/family-invitation`]: { id: resident.id, link, expiresAt: '2026-12-08T10:00:00.000Z' },
    });
    const email = await screen.findByLabelText("Family member's email address");
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Invite their family' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite their family' }));
    expect(await screen.findByLabelText('Invitation link for ana@example.com')).toHaveValue(link);
    expect(api.sent(`POST ${residentUrl}/family-invitation`)[0]!.body).toEqual({ email: 'ana@example.com' });
  });

  it('gives an Activity Coordinator everything to read and nothing to change', async () => {
    await renderResident({
      [`/api/homes/${HOME_ID}`]: aHome('COORDINATOR'),
      [residentsUrl]: [{ ...resident, consent: aConsent(), inactive: true }],
    });
    const card = await consentCard();
    expect(card.getByText('Photos and songs shared')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('No activity for 7 days');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite their family' })).not.toBeInTheDocument();
  });

  it('says so when the resident is not in this home', async () => {
    await renderResident({ [residentsUrl]: [] });
    expect(await screen.findByText('This resident is not in this care home.')).toBeInTheDocument();
  });
});
