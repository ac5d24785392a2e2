import { screen, within } from '@testing-library/react';
import { FamilyDataCard } from './FamilyDataCard';
import { renderScreen, reply, type Answers } from '../../testing/render';
import { aSenior, SENIOR_ID } from '../../testing/builders';

// Moved from e2e/tests/data-rights-screens.e2e.spec.ts ("erases a loved one only once their first name is
// typed": the dialog's words, what it takes as the name, Escape and Cancel; "shows the server's message
// in the dialog when the erasure is refused"). The browser test keeps an erasure for real.
const fern = aSenior({ firstName: 'Fern', lastName: 'Field' });
const ERASE_TEXT =
  "This permanently removes Fern's profile, activities, photos, play results, reports and text messages. It cannot be undone. Download everything first if you want a copy.";

const renderCard = (senior = fern, api: Answers = {}) =>
  renderScreen(<FamilyDataCard senior={senior} />, { path: `/seniors/${SENIOR_ID}/details`, api });

describe("Your family's data", () => {
  it('offers the archive and the erasure to the Primary Caregiver', async () => {
    await renderCard();
    const card = screen.getByRole('region', { name: "Your family's data" });
    expect(
      within(card).getByText('Download a copy of everything CareWith holds about Fern, or erase it for good.'),
    ).toBeInTheDocument();
    const download = within(card).getByRole('link', { name: 'Download everything' });
    expect(download).toHaveAttribute('href', `/api/seniors/${SENIOR_ID}/export.zip`);
    expect(download).toHaveAttribute('download');
    expect(within(card).getByRole('button', { name: "Erase Fern's data" })).toBeInTheDocument();
  });

  it('gives another Co-Caregiver the archive only, and says who can erase', async () => {
    await renderCard(aSenior({ firstName: 'Fern', canErase: false }));
    expect(
      screen.getByText(
        "Download a copy of everything CareWith holds about Fern. Only your team's Primary Caregiver can erase it.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Erase Fern's data" })).not.toBeInTheDocument();
  });

  it('erases only once the first name is typed; Escape and Cancel erase nothing', async () => {
    const { user, api, location } = await renderCard(fern, {
      [`DELETE /api/seniors/${SENIOR_ID}`]: { seniors: 1 },
    });
    const eraseButton = screen.getByRole('button', { name: "Erase Fern's data" });
    await user.click(eraseButton);
    const dialog = screen.getByRole('dialog', { name: 'Erase Fern Field?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText(ERASE_TEXT, { exact: true })).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Type Fern to confirm');
    expect(field).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Erase permanently' });
    for (const wrong of ['Fer', 'Fernando', 'Kit']) {
      await user.clear(field);
      await user.type(field, wrong);
      expect(confirm).toBeDisabled();
    }
    await user.clear(field);
    await user.type(field, '  fERN ');
    expect(confirm).toBeEnabled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(eraseButton).toHaveFocus();
    await user.click(eraseButton);
    expect(screen.getByLabelText('Type Fern to confirm')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent(`DELETE /api/seniors/${SENIOR_ID}`)).toEqual([]);

    await user.click(eraseButton);
    await user.type(screen.getByLabelText('Type Fern to confirm'), 'fern');
    await user.click(screen.getByRole('button', { name: 'Erase permanently' }));
    expect(await screen.findByText("Fern's data has been erased.")).toBeInTheDocument();
    expect(api.sent(`DELETE /api/seniors/${SENIOR_ID}`)).toHaveLength(1);
    expect(location().pathname).toBe('/');
  });

  it("shows the server's refusal in the dialog and stays on the profile", async () => {
    const { user, location } = await renderCard(fern, {
      [`DELETE /api/seniors/${SENIOR_ID}`]: reply(404, { message: 'Senior not found' }),
    });
    await user.click(screen.getByRole('button', { name: "Erase Fern's data" }));
    await user.type(screen.getByLabelText('Type Fern to confirm'), 'Fern');
    await user.click(screen.getByRole('button', { name: 'Erase permanently' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase Fern Field?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Senior not found');
    expect(location().pathname).toBe(`/seniors/${SENIOR_ID}/details`);
  });
});
