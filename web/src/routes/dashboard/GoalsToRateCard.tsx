import { Link } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import type { Senior } from '@carewith/contracts';
import { useGoalRatingsDue } from '../../api/useGoals';
import { Section } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { profileTabPath } from '../seniors/profile-tabs';
import { rateReminder } from '../seniors/goals/goal-words';

// Every two weeks the family rates how well a loved one manages each everyday goal: the goals due,
// each a link to its loved one's Goals tab, named by the dashboard's loved ones. Nothing at all when
// none is due (a Family Helper is never asked), or when they could not be read: the rest of the page
// still works.
export function GoalsToRateCard({ seniors }: { seniors: Pick<Senior, 'id' | 'firstName'>[] }) {
  const due = useGoalRatingsDue();
  const items = due.data ?? [];
  if (items.length === 0) return null;
  const count = items.length;
  const firstNameOf = (seniorId: string) => seniors.find((s) => s.id === seniorId)?.firstName ?? null;
  return (
    <Section
      headingId="goals-to-rate-heading"
      title={
        <>
          <Icon name="star" className="h-5 w-5 text-brand-700" />
          {plural(count, { one: 'A goal to rate', other: 'Goals to rate' })}
        </>
      }
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
      headingClassName="flex items-center gap-2 text-xl font-bold"
    >
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.goalId}>
            <Link
              to={profileTabPath(item.seniorId, 'goals')}
              className="flex min-h-11 items-center rounded-xl bg-white px-4 py-2 font-semibold break-words text-brand-800 underline underline-offset-4 hover:bg-brand-100"
            >
              {rateReminder(firstNameOf(item.seniorId), item.question)}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
