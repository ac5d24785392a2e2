import { screen, waitFor, within } from '@testing-library/react';
import { ResidentPage } from './ResidentPage';
import { reply } from '../../testing/api';
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
    const family = within(card.getByRole('group', { name: 'May their family hear what they joined in?' }));
    await user.click(family.getByRole('radio', { name: 'Yes' }));
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
      familyLine: true,
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
    expect(card.getByText("Their family's weekly letter says nothing of the home.")).toBeInTheDocument();
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

  it('lets a Home Manager remove the resident from the home, after asking, and goes back to the list', async () => {
    // Once removed, the home's list no longer has her: reading it again must not take the page (and
    // with it the toast and the way back) away first.
    let removed = false;
    const { user, api, location } = await renderResident({
      [`DELETE ${residentUrl}`]: () => {
        removed = true;
        return { removed: true };
      },
      [residentsUrl]: () => (removed ? [] : [resident]),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Iris Moss from the home' }));
    expect(api.sent(`DELETE ${residentUrl}`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Iris Moss is no longer a resident of Oak House.')).toBeInTheDocument();
    expect(api.sent(`DELETE ${residentUrl}`)).toHaveLength(1);
    await waitFor(() => expect(location().pathname).toBe(`/homes/${HOME_ID}`));
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
    expect(screen.queryByText(/A photo helps the staff know Iris/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite their family' })).not.toBeInTheDocument();
  });

  it("lets a Home Manager add the resident's photo, shown at once, then remove it", async () => {
    const photoUrl = `${residentUrl}/photo?v=1764500000000`;
    const { user, api } = await renderResident({
      [`PUT ${residentUrl}/photo`]: { photoUrl },
      [`DELETE ${residentUrl}/photo`]: { photoUrl: null },
    });
    await screen.findByText("A photo helps the staff know Iris. Only the home's staff see it.");
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: "Remove Iris's photo" })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Add a photo of Iris' });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'iris.jpg', { type: 'image/jpeg' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(await screen.findByText('Photo saved.')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', photoUrl);
    expect((api.sent(`PUT ${residentUrl}/photo`)[0]!.body as FormData).get('photo')).toBe(file);
    // Shown from the upload's answer: the list is not read again (care learns of it a moment later).
    expect(api.sent(residentsUrl)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: "Remove Iris's photo" }));
    expect(await screen.findByText('Photo removed.')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a photo of Iris' })).toBeInTheDocument();
    expect(api.sent(`DELETE ${residentUrl}/photo`)).toHaveLength(1);
  });

  it("says the server's refusal of a file that is not a photo, and keeps their initials", async () => {
    const message = 'Please choose a photo (JPEG, PNG, WebP or HEIC).';
    const { user } = await renderResident({
      [`PUT ${residentUrl}/photo`]: reply(400, { message, errors: [{ field: 'photo', message }] }),
    });
    await screen.findByRole('button', { name: 'Add a photo of Iris' });
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['not a photo'], 'notes.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(document.querySelector('img')).toBeNull();
  });

  it('says so when the resident is not in this home', async () => {
    await renderResident({ [residentsUrl]: [] });
    expect(await screen.findByText('This resident is not in this care home.')).toBeInTheDocument();
  });

  it("shows what the resident's family sent to talk about, newest first, or says nothing came yet", async () => {
    const topicsUrl = `${residentUrl}/topics`;
    await renderResident({
      [topicsUrl]: {
        residentId: resident.id,
        topics: [
          {
            id: '00000000-0000-4000-8000-0000000000b1',
            text: 'Ask her about the mill',
            addedByName: 'Ana',
            createdAt: '2026-11-24T10:00:00.000Z',
          },
          {
            id: '00000000-0000-4000-8000-0000000000b2',
            text: 'The Palais dances',
            addedByName: null,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
    });
    const card = within((await screen.findByRole('heading', { name: 'From their family' })).closest('section')!);
    expect((await card.findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      '“Ask her about the mill” · from Ana',
      '“The Palais dances”',
    ]);
  });

  it('says when nothing came from the family yet', async () => {
    await renderResident({ [`${residentUrl}/topics`]: { residentId: resident.id, topics: [] } });
    const card = within((await screen.findByRole('heading', { name: 'From their family' })).closest('section')!);
    expect(
      await card.findByText("Nothing yet. When Iris's family sends something to talk about, it shows here."),
    ).toBeInTheDocument();
  });
});
