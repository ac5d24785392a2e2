import { screen, within } from '@testing-library/react';
import { aPlay, renderPlay } from '../testing/play';

// The places and shopping screens of the loved one's page: no answer is marked wrong, "I'm not sure"
// is as good an answer as any, and the last step ends on the calm "Wonderful!".
describe("the loved one's play page: places and shopping", () => {
  it('takes "I\'m not sure" as an answer and ends the activity kindly', async () => {
    const places = aPlay('places-flashcards', [
      { id: 'p1', name: 'Brighton Pier', description: 'Summer holidays by the sea.' },
    ]);
    const { user } = await renderPlay(places);
    expect(screen.getByRole('heading', { level: 2, name: 'Brighton Pier' })).toBeInTheDocument();
    expect(screen.getByText('Do you remember this place?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, I remember!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "I'm not sure" }));
    expect(
      screen.getByRole('heading', {
        name: 'Wonderful! You completed the activity! Your family will see how well you did.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/wrong|incorrect/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/Question \d of \d/)).not.toBeInTheDocument();
  });

  it('lets them pick from the shop, toggled on and off, and checks only once something is picked', async () => {
    const shopping = aPlay('shopping-bingo', [
      {
        id: 'b1',
        title: 'Sunday shop',
        instructions: 'Remember the list, then find it in the shop.',
        targetItems: ['Milk', 'Bread'],
        availableItems: ['Milk', 'Eggs', 'Bread', 'Tea'],
      },
    ]);
    const { user } = await renderPlay(shopping);
    const list = screen.getByRole('region', { name: 'Your shopping list' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Milk', 'Bread']);
    const shop = screen.getByRole('group', { name: 'In the shop' });
    const check = screen.getByRole('button', { name: 'Check My Shopping List' });
    expect(check).toBeDisabled();
    await user.click(within(shop).getByRole('button', { name: 'Eggs' }));
    expect(within(shop).getByRole('button', { name: 'Eggs' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(shop).getByRole('button', { name: 'Eggs' }));
    expect(within(shop).getByRole('button', { name: 'Eggs' })).toHaveAttribute('aria-pressed', 'false');
    expect(check).toBeDisabled();
    await user.click(within(shop).getByRole('button', { name: 'Tea' }));
    await user.click(check);
    expect(screen.getByRole('heading', { name: /^Wonderful!/ })).toBeInTheDocument();
  });

  it('shows the shop in Spanish', async () => {
    const shopping = aPlay(
      'shopping-bingo',
      [{ id: 'b1', title: 'La compra', instructions: '', targetItems: ['Leche'], availableItems: ['Leche', 'Pan'] }],
      { senior: { firstName: 'Rosa', language: 'es' } },
    );
    await renderPlay(shopping, 'es');
    expect(screen.getByRole('region', { name: 'Su lista de compras' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'En la tienda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revisar mi lista de compras' })).toBeDisabled();
  });
});
