import { screen, within } from '@testing-library/react';
import { TypeToConfirmDialog, sameWord } from './TypeToConfirmDialog';
import { renderScreen } from '../testing/render';

function renderDialog(over: Partial<Parameters<typeof TypeToConfirmDialog>[0]> = {}) {
  const calls = { confirm: 0, close: 0 };
  const result = renderScreen(
    <TypeToConfirmDialog
      trigger={<button type="button">Erase Rose's data</button>}
      title="Erase Rose Hill?"
      description="This cannot be undone."
      fieldLabel="Type Rose to confirm"
      matches={sameWord('Rose')}
      actionLabel="Erase permanently"
      pendingLabel="Erasing…"
      pending={false}
      error={undefined}
      onConfirm={() => calls.confirm++}
      onClose={() => calls.close++}
      {...over}
    />,
  );
  return { calls, result };
}

describe('TypeToConfirmDialog', () => {
  it('keeps the action disabled until the word is typed (any case, spaces around), then confirms once', async () => {
    const { calls, result } = renderDialog();
    const { user } = await result;
    await user.click(screen.getByRole('button', { name: "Erase Rose's data" }));
    const dialog = screen.getByRole('dialog', { name: 'Erase Rose Hill?' });
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Type Rose to confirm');
    expect(field).toHaveFocus();
    const action = within(dialog).getByRole('button', { name: 'Erase permanently' });
    expect(action).toBeDisabled();
    await user.type(field, 'Ros');
    expect(action).toBeDisabled();
    await user.type(field, 'E ');
    expect(action).toBeEnabled();
    await user.click(action);
    expect(calls.confirm).toBe(1);
  });

  it('closes on Escape or Cancel, forgets what was typed, and gives the focus back to the trigger', async () => {
    const { calls, result } = renderDialog();
    const { user } = await result;
    const trigger = screen.getByRole('button', { name: "Erase Rose's data" });
    await user.click(trigger);
    await user.type(screen.getByLabelText('Type Rose to confirm'), 'Rose');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(calls).toEqual({ confirm: 0, close: 1 });

    await user.click(trigger);
    expect(screen.getByLabelText('Type Rose to confirm')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.close).toBe(2);
  });

  it("shows the server's refusal inside the dialog, and the busy words while it works", async () => {
    const { result } = renderDialog({ error: 'Only the Primary Caregiver can erase.', pending: true });
    const { user } = await result;
    await user.click(screen.getByRole('button', { name: "Erase Rose's data" }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Only the Primary Caregiver can erase.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Erasing…' })).toBeInTheDocument();
  });
});
