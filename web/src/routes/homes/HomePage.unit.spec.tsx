import { screen, within } from '@testing-library/react';
import { HomePage } from './HomePage';
import { renderScreen, reply, type Answers } from '../../testing/render';
import { aConsent, aHome, aResident, HOME_ID } from '../../testing/homes';

// /homes/:homeId: the Residents page, a Home Manager's and an Activity Coordinator's.
const residentsUrl = `/api/homes/${HOME_ID}/residents`;
function renderResidents(api: Answers = {}, language: 'en' | 'es' = 'en') {
  return renderScreen(<HomePage />, {
    path: `/homes/${HOME_ID}`,
    route: '/homes/:homeId',
    language,
    api: { [`/api/homes/${HOME_ID}`]: aHome('MANAGER'), [residentsUrl]: [], ...api },
  });
}
const cards = () => screen.findByRole('list', { name: 'Residents' });
const table = () => screen.getByRole('table', { name: 'Residents' });

describe('Residents', () => {
  it('lists each resident with their room, when they were last active, the inactive flag and their consent', async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
    await renderResidents({
      [residentsUrl]: [
        aResident(1, { firstName: 'Iris', room: '12', consent: aConsent() }),
        aResident(2, { firstName: 'Walter', room: '3', lastActiveAt: eightDaysAgo, inactive: true }),
        aResident(3, {
          firstName: 'June',
          lastActiveAt: null,
          room: null,
          consent: aConsent({ photos: false, songs: false }),
        }),
      ],
    });
    const iris = await within(await cards()).findByRole('link', { name: 'Iris Moss' });
    expect(iris.closest('li')).toHaveTextContent('Room 12');
    expect(iris.closest('li')).toHaveTextContent('Active today');
    expect(iris.closest('li')).toHaveTextContent('Photos and songs shared');
    expect(iris.closest('li')).not.toHaveTextContent('No activity for 7 days');
    const walter = within(await cards())
      .getByRole('link', { name: 'Walter Moss' })
      .closest('li')!;
    expect(walter).toHaveTextContent('Active 8 days ago');
    expect(walter).toHaveTextContent('No activity for 7 days');
    expect(walter).toHaveTextContent('Not shared yet');
    const june = within(await cards())
      .getByRole('link', { name: 'June Moss' })
      .closest('li')!;
    expect(june).toHaveTextContent('No activity yet');
    expect(june).toHaveTextContent('Not shared');
    expect(screen.getByText('1 has had no activity for a week')).toBeInTheDocument();

    // The wide screen's table says the same, a row a resident, and links to each.
    const row = within(table()).getByRole('rowheader', { name: 'Walter Moss' }).closest('tr')!;
    expect(within(row).getByText('No activity for 7 days')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Walter Moss' })).toHaveAttribute(
      'href',
      `/homes/${HOME_ID}/residents/${aResident(2).id}`,
    );
  });

  it('finds a resident by name or room among many', async () => {
    const { user } = await renderResidents({
      [residentsUrl]: Array.from({ length: 22 }, (_, i) => aResident(i + 1)),
    });
    expect(await within(await cards()).findAllByRole('listitem')).toHaveLength(22);
    await user.type(screen.getByLabelText('Find a resident'), 'Resident17');
    expect(within(await cards()).getAllByRole('listitem')).toHaveLength(1);
    await user.clear(screen.getByLabelText('Find a resident'));
    await user.type(screen.getByLabelText('Find a resident'), 'nobody');
    expect(screen.getByText('No resident matches "nobody".')).toBeInTheDocument();
  });

  it('gives a Home Manager "Add a resident": the names are required, then the resident is sent', async () => {
    const { user, api } = await renderResidents({
      [`POST ${residentsUrl}`]: aResident(1, { firstName: 'Rose', lastName: 'Hill' }),
    });
    expect(await screen.findByText('No residents yet. Add the first one with "Add a resident".')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a resident' }));
    await user.click(screen.getByRole('button', { name: 'Add the resident' }));
    expect(await screen.findByText('Enter their first name')).toBeInTheDocument();
    expect(screen.getByText('Enter their last name')).toBeInTheDocument();
    expect(api.sent(`POST ${residentsUrl}`)).toEqual([]);

    await user.type(screen.getByLabelText('First name'), 'Rose');
    await user.type(screen.getByLabelText('Last name'), 'Hill');
    await user.type(screen.getByLabelText('Room (optional)'), '14B');
    await user.selectOptions(screen.getByLabelText('Weekly target of active days'), '3');
    await user.click(screen.getByRole('button', { name: 'Add the resident' }));
    expect(await screen.findByText('Rose Hill is now on the Residents list.')).toBeInTheDocument();
    expect(api.sent(`POST ${residentsUrl}`)[0]!.body).toEqual({
      firstName: 'Rose',
      lastName: 'Hill',
      room: '14B',
      activeDaysTarget: 3,
    });
  });

  it("puts the server's field errors beside the fields", async () => {
    const { user } = await renderResidents({
      [`POST ${residentsUrl}`]: reply(400, {
        message: 'Validation failed',
        errors: [{ field: 'room', message: 'Keep it to at most 40 characters' }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a resident' }));
    await user.type(screen.getByLabelText('First name'), 'Rose');
    await user.type(screen.getByLabelText('Last name'), 'Hill');
    await user.click(screen.getByRole('button', { name: 'Add the resident' }));
    const room = screen.getByLabelText('Room (optional)');
    expect(await within(room.closest('div')!).findByText('Keep it to at most 40 characters')).toBeInTheDocument();
    expect(room).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives an Activity Coordinator the list without "Add a resident"', async () => {
    await renderResidents({ [`/api/homes/${HOME_ID}`]: aHome('COORDINATOR'), [residentsUrl]: [aResident(1)] });
    expect(await within(await cards()).findByRole('link', { name: 'Resident1 Moss' })).toBeInTheDocument();
    expect(screen.getByText('Your role: Activity Coordinator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a resident' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it("links the home's pages: Residents, Staff, Group sessions and Evidence", async () => {
    await renderResidents();
    const nav = await screen.findByRole('navigation', { name: 'Care home' });
    expect(within(nav).getByRole('link', { name: 'Residents' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', `/homes/${HOME_ID}/staff`);
    expect(within(nav).getByRole('link', { name: 'Group sessions' })).toHaveAttribute(
      'href',
      `/homes/${HOME_ID}/group-sessions/new`,
    );
    expect(within(nav).getByRole('link', { name: 'Evidence' })).toHaveAttribute('href', `/homes/${HOME_ID}/evidence`);
  });

  it('tells an outsider the home is not found', async () => {
    await renderResidents({ [`/api/homes/${HOME_ID}`]: reply(404, { message: 'Not found' }) });
    expect(await screen.findByRole('heading', { name: 'Care home not found' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await renderResidents(
      { [residentsUrl]: [aResident(1, { inactive: true, lastActiveAt: null, consent: aConsent() })] },
      'es',
    );
    const list = await screen.findByRole('list', { name: 'Residentes' });
    const card = within(list).getByRole('link', { name: 'Resident1 Moss' }).closest('li')!;
    expect(card).toHaveTextContent('Sin actividad en 7 días');
    expect(card).toHaveTextContent('Fotos y canciones compartidas');
    expect(screen.getByRole('button', { name: 'Añadir un residente' })).toBeInTheDocument();
  });
});
