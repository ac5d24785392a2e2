import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { EARLY_ACCESS_GENERIC_ERROR } from '@carewith/contracts';
import { EarlyAccessSignupDialog } from './EarlyAccessSignup';
import { renderScreen, reply, type Answers } from '../testing/render';

// The dialog's checks and refusals; e2e/tests/early-access.e2e.spec.ts keeps them against the real
// server, with the signup stored.
const renderDialog = (api: Answers = {}) =>
  renderScreen(
    <EarlyAccessSignupDialog open onOpenChange={() => undefined} contentId="early-access" trigger={createRef()} />,
    { user: null, api },
  );

describe('the early-access dialog', () => {
  it('checks the name and the address in the browser, and sends nothing', async () => {
    const { user, api } = await renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Join the early access list' });
    expect(within(dialog).getByLabelText('Your biggest challenge right now')).toHaveValue('DAILY_ROUTINES');
    await user.click(within(dialog).getByRole('button', { name: 'Join early access' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('puts the duplicate-address message on the Email field', async () => {
    const { user } = await renderDialog({
      'POST /api/early-access': reply(409, {
        errors: [{ field: 'email', message: 'This email is already registered for early access.' }],
      }),
    });
    await user.type(screen.getByLabelText('Your name'), 'Again');
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Join early access' }));
    expect(await screen.findByText('This email is already registered for early access.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('words any other refusal as the generic one, and confirms a signup', async () => {
    const { user, api } = await renderDialog({ 'POST /api/early-access': reply(500, 'down') });
    await user.type(screen.getByLabelText('Your name'), 'Maya Collins');
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Join early access' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EARLY_ACCESS_GENERIC_ERROR);

    api.answer({ 'POST /api/early-access': reply(201, { id: 'x' }) });
    await user.click(screen.getByRole('checkbox', { name: "I'm open to a short interview about my experience" }));
    await user.click(screen.getByRole('button', { name: 'Join early access' }));
    expect(await screen.findByRole('heading', { name: "You're on the list" })).toBeInTheDocument();
    expect(api.sent('POST /api/early-access').at(-1)!.body).toMatchObject({
      name: 'Maya Collins',
      email: 'maya@example.com',
      openToInterview: true,
    });
    expect(screen.getByRole('button', { name: 'Back to site' })).toBeInTheDocument();
  });
});
