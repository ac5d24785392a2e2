import { screen, within } from '@testing-library/react';
import { AddSeniorPage } from './AddSeniorPage';
import { renderScreen, reply } from '../../testing/render';
import { aSenior, aTeam } from '../../testing/builders';

// Moved from e2e/tests/loved-ones-screens.e2e.spec.ts ("Add Your Loved One": what the browser's checks
// hold back, the accessibility defaults, the Cancel and Back links, the form kept after the error
// toast); their words stay there, with a loved one added for real. Beside them: a Family Helper's
// refusal and Spanish.
const PHONE_FORMAT_MESSAGE = 'Please enter the phone number with its country code, e.g. +1 555 123 4567';
const main = () => screen.getByRole('main');

function renderAdd(options: Parameters<typeof renderScreen>[1] = {}) {
  return renderScreen(
    <main>
      <AddSeniorPage />
    </main>,
    { path: '/seniors/new', ...options, api: { '/api/care-teams': [aTeam()], ...options.api } },
  );
}

describe('Add Your Loved One', () => {
  it('starts with the names, an optional phone and the accessibility defaults; Back and Cancel go to the dashboard', async () => {
    await renderAdd();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Your Loved One' })).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Phone Number (optional)'])
      expect(screen.getByLabelText(label, { exact: true })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Large text size' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Audio instructions' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'High contrast mode' })).toBeChecked();
    expect(within(main()).getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(within(main()).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
  });

  it('says which names are missing and which phone is not a number, and sends nothing until they are right', async () => {
    const { user, api } = await renderAdd({
      api: { 'POST /api/seniors': aSenior({ firstName: 'Rose', lastName: 'Hill' }) },
    });
    const submit = await screen.findByRole('button', { name: 'Add Loved One' });
    await user.click(submit);
    expect(await screen.findByText('First name is required', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Last name is required', { exact: true })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('First Name', { exact: true }), 'Rose');
    await user.type(screen.getByLabelText('Last Name', { exact: true }), 'Hill');
    await user.type(screen.getByLabelText('Phone Number (optional)'), '(555) 010-2030');
    await user.click(submit);
    expect(await screen.findByText(PHONE_FORMAT_MESSAGE, { exact: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(api.sent('POST /api/seniors')).toEqual([]);

    await user.clear(screen.getByLabelText('Phone Number (optional)'));
    await user.type(screen.getByLabelText('Phone Number (optional)'), '+1 (555) 010-2030');
    await user.click(submit);
    expect(await screen.findByText('Your loved one has been added to Care With Rose')).toBeInTheDocument();
    expect(api.sent('POST /api/seniors')).toHaveLength(1);
    expect(api.sent('POST /api/seniors')[0]!.body).toMatchObject({
      firstName: 'Rose',
      lastName: 'Hill',
      prefsJSON: { accessibility: { largeText: true, audioInstructions: false, highContrast: true } },
    });
  });

  it('shows the error toast and keeps the form when the server fails', async () => {
    const { user, location } = await renderAdd({
      api: { 'POST /api/seniors': reply(500, { message: 'Internal server error' }) },
    });
    await user.type(await screen.findByLabelText('First Name', { exact: true }), 'Otto');
    await user.type(screen.getByLabelText('Last Name', { exact: true }), 'Fail');
    await user.click(screen.getByRole('button', { name: 'Add Loved One' }));
    expect(await screen.findByText('Failed to add loved one. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(location().pathname).toBe('/seniors/new');
    expect(screen.getByLabelText('First Name', { exact: true })).toHaveValue('Otto');
  });

  it('tells a Family Helper that only Co-Caregivers add a loved one, with no form', async () => {
    await renderAdd({ api: { '/api/care-teams': [aTeam('SIBLING')] } });
    expect(await screen.findByText('Only Co-Caregivers can add a loved one.', { exact: true })).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add Loved One' })).not.toBeInTheDocument();
    expect(within(main()).getAllByRole('link', { name: 'Back to Dashboard' }).length).toBeGreaterThan(0);
  });

  it('speaks Spanish: the heading, the fields and the checks', async () => {
    const { user } = await renderAdd({ language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Añada a su ser querido' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre', { exact: true })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre', { exact: true }), 'Rosa');
    await user.click(screen.getByRole('button', { name: /Añadir/ }));
    expect(await screen.findByText('Escriba el apellido')).toBeInTheDocument();
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
  });
});
