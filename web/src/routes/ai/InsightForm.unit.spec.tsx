import { screen } from '@testing-library/react';
import { useState } from 'react';
import { InsightForm } from './InsightForm';
import type { InsightRequest } from '../../api/useGenerateInsight';
import { renderScreen } from '../../testing/render';
import { SENIOR_ID } from '../../testing/builders';

// The AI form (spec section 5): a loved one first, a week by default, and a custom insight's question
// checked in the browser.
const ROSA = { id: SENIOR_ID, firstName: 'Rosa', lastName: 'Reyes' };

function renderForm(seniors = [ROSA]) {
  const asked: InsightRequest[] = [];
  function Form() {
    const [seniorId, setSeniorId] = useState('');
    return (
      <InsightForm
        seniors={seniors}
        seniorId={seniorId}
        onSeniorChange={setSeniorId}
        onGenerate={(request) => asked.push(request)}
        generating={false}
      />
    );
  }
  return { asked, result: renderScreen(<Form />, { path: '/ai-assessment' }) };
}

describe('Ask for an insight', () => {
  it('keeps Generate Insight disabled until a loved one is chosen, then asks for a weekly trend over 7 days', async () => {
    const { asked, result } = renderForm();
    const { user } = await result;
    const generate = screen.getByRole('button', { name: 'Generate Insight' });
    expect(generate).toBeDisabled();
    expect(screen.getByLabelText('Time Range')).toHaveValue('7d');
    expect(screen.getByRole('button', { name: 'Weekly Trend' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByLabelText('Choose Loved One'), 'Rosa Reyes');
    await user.click(generate);
    expect(asked).toEqual([{ kind: 'weekly', seniorId: SENIOR_ID, timeRange: '7d' }]);
  });

  it("asks for a custom insight's question in the browser before sending it", async () => {
    const { asked, result } = renderForm();
    const { user } = await result;
    await user.selectOptions(screen.getByLabelText('Choose Loved One'), 'Rosa Reyes');
    await user.click(screen.getByRole('button', { name: 'Custom Insight' }));
    await user.click(screen.getByRole('button', { name: 'Generate Insight' }));
    expect(await screen.findByText('Please write your question')).toBeInTheDocument();
    expect(asked).toEqual([]);
    await user.type(screen.getByLabelText('Your Question'), 'Are mornings better?');
    expect(screen.queryByText('Please write your question')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Insight' }));
    expect(asked).toEqual([{ kind: 'custom', seniorId: SENIOR_ID, timeRange: '7d', question: 'Are mornings better?' }]);
  });

  it('leads to adding a loved one when there is none', async () => {
    await renderForm([]).result;
    expect(
      screen.getByText('Add a loved one first, then come back here for insights about their activities.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Loved One' })).toHaveAttribute('href', '/seniors/new');
  });
});
