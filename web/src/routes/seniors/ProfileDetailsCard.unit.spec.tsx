import { screen, within } from '@testing-library/react';
import { ProfileDetailsCard } from './ProfileDetailsCard';
import { renderScreen } from '../../testing/render';
import { aSenior, SENIOR_ID } from '../../testing/builders';

// Moved from e2e/tests/loved-ones-screens.e2e.spec.ts ("edits the phone number: a bad number is refused
// with the reason"): the form's check, which sends nothing. The browser test keeps a number saved.
const PHONE_FORMAT_MESSAGE = 'Please enter the phone number with its country code, e.g. +1 555 123 4567';
const iris = aSenior({ firstName: 'Iris', lastName: 'Moss', phone: '+15550107788' });

describe('Profile Details', () => {
  it('refuses a phone number without its country code, with the reason, and saves a good one', async () => {
    const { user, api } = await renderScreen(<ProfileDetailsCard senior={iris} />, {
      api: {
        [`PATCH /api/seniors/${SENIOR_ID}`]: { ...iris, phone: '+442079460958' },
        '/api/dashboard': { seniors: [] },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const card = screen.getByRole('region', { name: 'Edit Profile' });
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toHaveFocus();
    const phone = within(card).getByLabelText('Phone Number (optional)');
    expect(phone).toHaveValue('+15550107788');
    await user.clear(phone);
    await user.type(phone, '555 0199');
    await user.click(within(card).getByRole('button', { name: 'Save Changes' }));
    expect(await within(card).findByText(PHONE_FORMAT_MESSAGE, { exact: true })).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent(`PATCH /api/seniors/${SENIOR_ID}`)).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    await user.click(within(card).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText("Iris's profile has been updated.")).toBeInTheDocument();
    const sent = api.sent(`PATCH /api/seniors/${SENIOR_ID}`);
    expect(sent).toHaveLength(1);
    expect(String((sent[0]!.body as { phone: string }).phone).replace(/\s/g, '')).toBe('+442079460958');
  });

  it('offers no Edit to a Family Helper', async () => {
    await renderScreen(<ProfileDetailsCard senior={aSenior({ myRole: 'SIBLING', phone: null })} />);
    expect(screen.getByRole('heading', { name: 'Profile Details' })).toBeInTheDocument();
    expect(screen.getByText('No phone number yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
