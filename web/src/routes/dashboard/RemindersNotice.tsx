import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useReminders } from '../../api/useReminders';
import { Section } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { activityTitleIn } from '../../lib/activity-words';
import { waitedFor } from '../../lib/reminders';

// A calm word per gentle reminder sent lately, so the family knows without being alarmed;
// nothing at all when there are none (or they could not be loaded: the rest of the page still works).
// An activity that kept its template's name is named in the member's language.
export function RemindersNotice() {
  const reminders = useReminders();
  const notices = (reminders.data ?? []).map((n) => ({ ...n, title: activityTitleIn(n.title, n.templateId) }));
  if (!notices.length) return null;
  return (
    <Section
      headingId="reminders-heading"
      title={
        <>
          <Icon name="clock" className="h-5 w-5 text-brand-700" />
          <Trans>Gentle Reminders</Trans>
        </>
      }
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
      headingClassName="flex items-center gap-2 text-xl font-bold"
    >
      <ul className="flex flex-col gap-3">
        {notices.map((n) => (
          <li key={n.gameId} className="flex flex-col gap-1 rounded-xl bg-white p-4">
            <p className="text-ink">
              <Trans>
                We sent {n.firstName} a gentle reminder for "{n.title}": the link had not been opened for {waitedFor(n)}
                .
              </Trans>
            </p>
            <Link
              to={`/games/${n.gameId}`}
              className="inline-flex min-h-11 items-center self-start rounded-lg px-3 -ml-3 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
            >
              <Trans>See "{n.title}"</Trans>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
