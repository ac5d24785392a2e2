import { screen, within } from '@testing-library/react';
import { AccountPage } from './AccountPage';
import { aUser, renderScreen, reply, type Answers } from '../../testing/render';

// Moved from e2e/tests/data-rights-screens.e2e.spec.ts ("deletes the account once the e-mail is typed":
// the dialog's modality, its checks of the address, Escape and the focus). The browser test keeps the deletion and
// the fresh sign-in after it.
const alma = aUser({ firstName: 'Alma', lastName: 'Account', email: 'alma@example.com' });
const DELETE_TEXT =
  "Your check-ins and your place in each care team are removed. Teams you share carry on: if you are a team's Primary Caregiver, its longest-standing Co-Caregiver (or, without one, its longest-standing member) takes your place. A team where you are the only member is erased, with its loved ones.";

const renderAccount = (api: Answers = {}) =>
  renderScreen(<AccountPage />, { path: '/account', user: alma, api: { '/api/care-teams': [], ...api } });

describe('Your account', () => {
  it('shows who you are and what deleting the account does', async () => {
    await renderAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('Alma Account', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('alma@example.com', { exact: true })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Delete my account' });
    expect(within(section).getByText(DELETE_TEXT, { exact: true })).toBeInTheDocument();
  });

  it('deletes only once the address is typed, in any case; Escape gives the focus back', async () => {
    const { user } = await renderAccount({ 'DELETE /api/account': reply(500, 'down') });
    const open = await screen.findByRole('button', { name: 'Delete my account' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const field = within(dialog).getByLabelText('Type your e-mail address to confirm');
    expect(field).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account permanently' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    for (const wrong of ['alma', 'someone@example.com', 'alma@example.comx']) {
      await user.clear(field);
      await user.type(field, wrong);
      expect(confirm).toBeDisabled();
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.type(screen.getByLabelText('Type your e-mail address to confirm'), 'ALMA@EXAMPLE.COM');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      "We couldn't delete your account. Please try again.",
    );
  });
});
