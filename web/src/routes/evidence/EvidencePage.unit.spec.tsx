import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HomeEvidencePage, ResidentEvidencePage } from './EvidencePage';
import { renderScreen, type Answers } from '../../testing/render';
import { aHomeEvidence, aRecord, aResidentEvidence, HOME_ID, residentId } from '../../testing/group-sessions';

// The month's evidence: active days against target, the records table, the CSV and the printed page.
const residentUrl = (n: number) => `/api/homes/${HOME_ID}/residents/${residentId(n)}/evidence`;
const margaret = aResidentEvidence({
  records: [
    aRecord({
      id: '00000000-0000-4000-8000-000000000311',
      date: '2026-11-12',
      minutes: 15,
      kind: 'one-to-one',
      attention: 'some',
      mood: 'okay',
      chips: [],
      what: 'Family faces',
      ranByName: null,
      sessionId: null,
    }),
    aRecord(),
  ],
});
const albert = aResidentEvidence({
  residentId: residentId(2),
  firstName: 'Albert',
  lastName: 'Reed',
  activeDays: 0,
  targetDays: 20,
  records: [],
});
const renderResident = (api: Answers, month = '2026-11') =>
  renderScreen(<ResidentEvidencePage />, {
    path: `/homes/${HOME_ID}/residents/${residentId(1)}/evidence?month=${month}`,
    route: '/homes/:homeId/residents/:residentId/evidence',
    api,
  });

describe('Evidence', () => {
  it("shows a resident's month: active days against target and every record, oldest first", async () => {
    const { user } = await renderResident({ [residentUrl(1)]: margaret });
    expect(await screen.findByRole('heading', { level: 1, name: 'Evidence: Margaret Jones' })).toBeInTheDocument();
    expect(screen.getByText(/Meaningful activity in November 2026/)).toBeInTheDocument();
    const days = screen.getByRole('table', { name: 'Active days against target' });
    expect(within(days).getByRole('row', { name: /Margaret Jones 3 20 Below target/ })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Records' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DateActivityMinutesGroup or one-to-oneTook partAttentionMoodNotesRun by',
      'Nov 3, 2026The 1950s20GroupYesFullHappy moodSang alongHana Coordinator',
      'Nov 12, 2026Family faces15One-to-oneYesSomeOkay moodOn their own',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `${residentUrl(1)}.csv?month=2026-11`,
    );
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print or Save as PDF' }));
    expect(print).toHaveBeenCalled();
  });

  it('says plainly when a month has no records, and reads another month when one is chosen', async () => {
    const { api } = await renderResident({
      [residentUrl(1)]: ({ url }: { url: string }) =>
        url.includes('2026-10') ? margaret : { ...albert, residentId: residentId(1) },
    });
    expect(await screen.findByText('No records this month.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Records' })).not.toBeInTheDocument();
    const month = screen.getByLabelText('Month');
    // A month input takes its value whole, as a browser's month picker sets it.
    fireEvent.change(month, { target: { value: '2026-10' } });
    expect(await screen.findByRole('table', { name: 'Records' })).toBeInTheDocument();
    expect(api.sent(`GET ${residentUrl(1)}`).map((r) => new URL(r.url, 'http://x').searchParams.get('month'))).toEqual([
      '2026-11',
      '2026-10',
    ]);
  });

  it("shows the home's month: each resident's active days and all their records, named", async () => {
    await renderScreen(<HomeEvidencePage />, {
      path: `/homes/${HOME_ID}/evidence?month=2026-11`,
      route: '/homes/:homeId/evidence',
      api: {
        [`/api/homes/${HOME_ID}/evidence`]: aHomeEvidence([margaret, albert]),
        [residentUrl(1)]: margaret,
        [residentUrl(2)]: albert,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Evidence: Oak House' })).toBeInTheDocument();
    const days = screen.getByRole('table', { name: 'Active days against target' });
    expect(within(days).getByRole('link', { name: 'Albert Reed' })).toHaveAttribute(
      'href',
      `/homes/${HOME_ID}/residents/${residentId(2)}/evidence?month=2026-11`,
    );
    const records = await screen.findByRole('table', { name: 'Records' });
    await waitFor(() => expect(within(records).getAllByRole('row')).toHaveLength(3));
    expect(within(records).getAllByText('Margaret Jones')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/homes/${HOME_ID}/evidence.csv?month=2026-11`,
    );
  });
});
