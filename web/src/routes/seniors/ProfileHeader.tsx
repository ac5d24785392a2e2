import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { TEAM_ROLE_LABELS, type SeniorView } from '@carewith/contracts';
import { Badge } from '../../components/Badge';
import { buttonClass } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Initial } from '../../components/Initial';
import { inAppLanguage } from '../../i18n/contract-messages';
import { fullName } from '../../lib/format';
import { ExportReportMenu } from './ExportReportMenu';

// On a phone two actions share a row, their words on two lines if need be, and the initial (which
// only decorates) gives its width to the name (the header was most of the first screen of
// every tab).
const ACTION = ['text-center leading-tight', 'px-3 sm:px-5'] as const;

// The profile's header: name, phone (or No Phone), and what the user may do from here.
export function ProfileHeader({ senior }: { senior: SeniorView }) {
  const isOwner = senior.myRole === 'OWNER';
  const role = inAppLanguage(TEAM_ROLE_LABELS[senior.myRole]);
  return (
    <header className="flex flex-col gap-3 rounded-2xl border border-warm-100 bg-white p-4 shadow-sm sm:gap-5 sm:p-6 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 items-center gap-3 sm:gap-4">
        <Initial name={senior.firstName} className="hidden h-16 w-16 text-2xl sm:flex" />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="break-words text-2xl font-bold sm:text-4xl">{fullName(senior)}</h1>
          <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted sm:gap-y-1 sm:text-base">
            {senior.phone ? (
              <span>
                <span className="sr-only">
                  <Trans>Phone:</Trans>{' '}
                </span>
                {senior.phone}
              </span>
            ) : (
              <Badge tone="warning">
                <Trans>No Phone</Trans>
              </Badge>
            )}
            <span>
              <Trans>Your role: {role}</Trans>
            </span>
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:flex-wrap sm:gap-3 lg:shrink-0 lg:justify-end">
        {isOwner && (
          <>
            <Link to={`/assign?seniorId=${senior.id}`} className={buttonClass('primary', ...ACTION)}>
              <Icon name="send" className="hidden h-5 w-5 shrink-0 sm:block" />
              <Trans>Send Activity</Trans>
            </Link>
            <Link to={`/games/new?seniorId=${senior.id}`} className={buttonClass('secondary', ...ACTION)}>
              <Icon name="plus" className="hidden h-5 w-5 shrink-0 sm:block" />
              <Trans>Create New Activity</Trans>
            </Link>
          </>
        )}
        <ExportReportMenu seniorId={senior.id} className="col-span-2" />
      </div>
    </header>
  );
}
