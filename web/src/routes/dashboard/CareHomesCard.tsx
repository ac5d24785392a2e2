import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HomeSummary } from '@carewith/contracts';
import { buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { roleLabel } from '../homes/home-words';

// The dashboard's way into care homes (decision "Care homes in the caregiver app"): the homes the
// member works in, each a link to its Residents, first on the page.
export function CareHomesCard({ homes }: { homes: HomeSummary[] }) {
  const { t } = useLingui();
  return (
    <Card headingId="care-homes-heading" title={t`Your care homes`}>
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {homes.map((home) => (
          <li key={home.id}>
            <Link to={`/homes/${home.id}`} className={buttonClass('secondary', 'w-full sm:w-auto')}>
              {home.name}
              <span className="font-normal">· {roleLabel(home.myRole)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

// For a member in no care home: one quiet line at the end of the dashboard, for the Home Manager
// setting their home up.
export function StartACareHome() {
  return (
    <p className="text-muted">
      <Trans>
        Do you run a care home?{' '}
        <Link to="/homes" className="font-semibold text-brand-800 underline">
          Create a care home
        </Link>{' '}
        to bring in your residents, staff and their families.
      </Trans>
    </p>
  );
}
