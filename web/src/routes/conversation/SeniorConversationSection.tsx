import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { SeniorStarters, SeniorView } from '@carewith/contracts';
import { useSeniorStarters } from '../../api/useSeniorStarters';
import { DisclosureButton, DisclosurePanel, useDisclosure, WIDE_SCREEN } from '../../components/Disclosure';
import { activityTitleIn } from '../../lib/activity-words';
import { formatDate } from '../../lib/people';
import { StarterList } from './StarterList';
import { StartersFrame } from './StartersFrame';
import { playedOn, readLetter, seniorStartersEmpty, seniorStartersHeading, SEE_ACTIVITY } from './texts';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:bg-brand-50';

// On the loved one's profile: the latest completed activities' conversation starters, and the way to
// the weekly family letter. On a phone the newest activity's show, the earlier ones on asking (issue
// #28: three starters an activity made the Talk tab a phone screen per activity).
export function SeniorConversationSection({ senior }: { senior: Pick<SeniorView, 'id' | 'firstName'> }) {
  const earlier = useDisclosure(WIDE_SCREEN);
  return (
    <StartersFrame
      id="senior-starters-heading"
      heading={seniorStartersHeading(senior.firstName)}
      className="flex flex-col gap-4"
      query={useSeniorStarters(senior.id)}
      after={
        <Link to="/digest" className={`${linkClass} self-start`}>
          {readLetter(senior.firstName)}
        </Link>
      }
    >
      {(data) =>
        data.activities.length === 0 ? (
          <p className="rounded-xl bg-warm-100 p-4 text-ink">{seniorStartersEmpty(senior.firstName)}</p>
        ) : (
          <>
            <ActivityStarters activity={data.activities[0]!} />
            {data.activities.length > 1 && (
              <>
                <DisclosureButton disclosure={earlier} className="self-start">
                  <Trans>Earlier activities</Trans>
                </DisclosureButton>
                <DisclosurePanel disclosure={earlier} className="flex flex-col gap-4">
                  {data.activities.slice(1).map((a) => (
                    <ActivityStarters key={a.gameInstanceId} activity={a} />
                  ))}
                </DisclosurePanel>
              </>
            )}
          </>
        )
      }
    </StartersFrame>
  );
}

function ActivityStarters({ activity: a }: { activity: SeniorStarters['activities'][number] }) {
  const { t } = useLingui();
  const seeActivity = t(SEE_ACTIVITY);
  // The activity by its name in the member's language when it kept its template's ("Family Photo Match").
  const title = activityTitleIn(a.title, a.templateId);
  return (
    <article
      aria-labelledby={`starters-${a.gameInstanceId}`}
      className="flex flex-col gap-3 rounded-2xl border border-warm-100 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`starters-${a.gameInstanceId}`} className="break-words text-xl font-bold">
          {title}
        </h3>
        {a.completedAt && <p className="text-muted">{playedOn(formatDate(a.completedAt))}</p>}
      </div>
      <StarterList starters={a.starters} label={title} />
      <Link
        to={`/games/${a.gameInstanceId}`}
        aria-label={`${seeActivity}: ${title}`}
        className={`${linkClass} self-start`}
      >
        {seeActivity}
      </Link>
    </article>
  );
}
