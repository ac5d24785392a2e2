import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs';
import { renderScreen } from '../testing/render';

const TABS = [
  { id: 'one', label: 'One', content: <p>First panel</p> },
  { id: 'two', label: 'Two', content: <input aria-label="Kept" /> },
  { id: 'three', label: 'Three', content: <p>Third panel</p> },
];

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('selects with the arrow keys, wrapping at both ends, and with Home and End; the chosen tab has the focus', async () => {
    const { user } = await renderScreen(<Tabs label="Parts" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Parts' })).toBeInTheDocument();
    expect(selected().map((t) => t.textContent)).toEqual(['One']);
    await user.click(screen.getByRole('tab', { name: 'One' }));

    const steps: [string, string][] = [
      ['{ArrowRight}', 'Two'],
      ['{ArrowRight}', 'Three'],
      ['{ArrowRight}', 'One'],
      ['{ArrowLeft}', 'Three'],
      ['{Home}', 'One'],
      ['{End}', 'Three'],
    ];
    for (const [key, name] of steps) {
      await user.keyboard(key);
      const tab = screen.getByRole('tab', { name });
      expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(tab).toHaveFocus();
      expect(selected()).toHaveLength(1);
    }
  });

  it('shows only the chosen panel, named by its tab; only the chosen tab is in the Tab order, and Tab goes into the panel', async () => {
    const { user } = await renderScreen(<Tabs label="Parts" tabs={TABS} initial="three" />);
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Third panel');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveFocus();
  });

  it("keeps a panel's state when the family switches away and back", async () => {
    const { user } = await renderScreen(<Tabs label="Parts" tabs={TABS} />);
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    await user.type(screen.getByRole('textbox', { name: 'Kept' }), 'half written');
    await user.click(screen.getByRole('tab', { name: 'One' }));
    expect(screen.queryByRole('textbox', { name: 'Kept' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('textbox', { name: 'Kept' })).toHaveValue('half written');
  });

  it('leaves the choice to the caller when given selected and onSelect', async () => {
    const chosen: string[] = [];
    function Kept() {
      const [tab, setTab] = useState('one');
      return (
        <Tabs
          label="Parts"
          tabs={TABS}
          selected={tab}
          onSelect={(id) => {
            chosen.push(id);
            setTab(id);
          }}
        />
      );
    }
    const { user } = await renderScreen(<Kept />);
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    await user.keyboard('{ArrowLeft}');
    expect(chosen).toEqual(['three', 'two']);
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
  });
});
