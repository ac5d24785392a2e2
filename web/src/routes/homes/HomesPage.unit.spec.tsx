import { screen, waitFor, within } from '@testing-library/react';
import { HomesPage } from './HomesPage';
import { renderScreen, reply, type Answers } from '../../testing/render';
import { aHomeSummary, HOME_ID } from '../../testing/homes';

// /homes: the member's care homes and "Create a care home".
function renderHomes(api: Answers = {}, language: 'en' | 'es' = 'en') {
  return renderScreen(<HomesPage />, { path: '/homes', api: { '/api/homes': [], ...api }, language });
}

describe('Your care homes', () => {
  it('lists each home with the member role and how many residents it has', async () => {
    await renderHomes({
      '/api/homes': [
        aHomeSummary('MANAGER', { residents: 21 }),
        aHomeSummary('COORDINATOR', { id: '00000000-0000-4000-8000-0000000000c2', name: 'Elm Court', residents: 1 }),
      ],
    });
    const oak = await screen.findByRole('link', { name: 'Oak House' });
    expect(oak).toHaveAttribute('href', `/homes/${HOME_ID}`);
    expect(oak.closest('li')).toHaveTextContent('Home Manager · 21 residents');
    expect(screen.getByRole('link', { name: 'Elm Court' }).closest('li')).toHaveTextContent(
      'Activity Coordinator · 1 resident',
    );
  });

  it('says so when the member works in no home yet, and offers to create one', async () => {
    await renderHomes();
    expect(await screen.findByText('You do not work in a care home on Care With yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create a care home' })).toBeInTheDocument();
  });

  it('asks for a name, sends nothing without one, then opens the new home', async () => {
    const { user, api, location } = await renderHomes({ 'POST /api/homes': aHomeSummary('MANAGER') });
    const submit = await screen.findByRole('button', { name: 'Create the care home' });
    await user.click(submit);
    expect(await screen.findByText('Give the care home a name')).toBeInTheDocument();
    expect(screen.getByLabelText('Name of the care home')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/homes')).toEqual([]);

    await user.type(screen.getByLabelText('Name of the care home'), '  Oak House ');
    await user.click(submit);
    await waitFor(() => expect(location().pathname).toBe(`/homes/${HOME_ID}`));
    expect(api.sent('POST /api/homes')[0]!.body).toEqual({ name: 'Oak House' });
  });

  it("shows the server's word on a field it refuses", async () => {
    const { user } = await renderHomes({
      'POST /api/homes': reply(400, {
        message: 'Validation failed',
        errors: [{ field: 'name', message: 'Keep it to at most 120 characters' }],
      }),
    });
    await user.type(await screen.findByLabelText('Name of the care home'), 'Oak House');
    await user.click(screen.getByRole('button', { name: 'Create the care home' }));
    const field = screen.getByLabelText('Name of the care home').closest('div')!;
    expect(await within(field).findByText('Keep it to at most 120 characters')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await renderHomes({ '/api/homes': [aHomeSummary('COORDINATOR', { residents: 3 })] }, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sus residencias' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oak House' }).closest('li')).toHaveTextContent(
      'Coordinador/a de actividades · 3 residentes',
    );
    expect(screen.getByRole('button', { name: 'Crear la residencia' })).toBeInTheDocument();
  });
});
