import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { SeniorView } from '@carewith/contracts';
import { useAboutMe } from '../../../api/useAboutMe';
import { buttonClass } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Icon } from '../../../components/Icon';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { AboutMeSections } from './AboutMeSections';
import { SharesCard } from './SharesCard';
import { usePageControls } from './usePageControls';

export const aboutMeBookPath = (seniorId: string) => `/seniors/${seniorId}/about-me/book`;
export const aboutMePrintPath = (seniorId: string) => `/seniors/${seniorId}/about-me/print`;

// The About me tab ("Who I am"): a handover page for a care home or a hospital, written by the server
// from the memory box, from play and from lines the family adds; the ways to its print and to the
// life-story book; then sharing it by a link the family can take back.
export function AboutMePanel({ senior }: { senior: SeniorView }) {
  const { t } = useLingui();
  const about = useAboutMe(senior.id);
  const controls = usePageControls(senior.id);
  if (about.isLoading) return <Loading>{t`Loading the page...`}</Loading>;
  if (about.isError || !about.data)
    return <LoadFailed>{t`We couldn't load this page. Please refresh the page to try again.`}</LoadFailed>;
  const page = about.data;
  const name = senior.firstName;
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <Card headingId="about-me-intro-heading" title={t`Who ${name} is`}>
        <p className="max-w-3xl sm:text-lg">
          {t`For the carers of a care home or a hospital, so they know ${name} from the first day: written from the memory box, from play and from your lines.`}
        </p>
        {page.canManage && (
          <>
            <p className="max-w-3xl text-muted">
              {t`Nothing is shared until you switch it on. What is not shared stays here, greyed, out of every print and link.`}
            </p>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start rounded-lg pr-2 font-semibold">
              <input
                type="checkbox"
                role="switch"
                className="h-6 w-6 shrink-0 accent-brand-700"
                checked={!controls.hiddenNow('section:book', page.bookHidden)}
                onChange={(event) => controls.setHidden('section:book', !event.target.checked)}
              />
              <span>{t`Share the life-story book`}</span>
            </label>
          </>
        )}
        <div className="flex flex-wrap gap-3">
          <Link to={aboutMeBookPath(senior.id)} className={buttonClass('secondary')}>
            <Icon name="heart" className="h-5 w-5" />
            {t`Life-story book`}
          </Link>
          <Link to={aboutMePrintPath(senior.id)} className={buttonClass('secondary')}>
            <Icon name="printer" className="h-5 w-5" />
            {t`Print About me`}
          </Link>
        </div>
      </Card>
      <AboutMeSections page={page} controls={controls} />
      <SharesCard seniorId={senior.id} firstName={name} canManage={page.canManage} />
    </div>
  );
}
