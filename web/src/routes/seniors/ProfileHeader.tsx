import { Link } from 'react-router-dom';
import { TEAM_ROLE_LABELS, type SeniorView } from '@carewith/contracts';
import { Badge } from '../../components/Badge';
import { buttonClass } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Initial } from '../../components/Initial';
import { fullName } from '../../lib/format';
import { ExportReportMenu } from './ExportReportMenu';

// The profile's header: name, phone (or No Phone), and what the user may do from here.
export function ProfileHeader({ senior }: { senior: SeniorView }) {
  const isOwner = senior.myRole === 'OWNER';
  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-warm-100 bg-white p-4 shadow-sm sm:gap-5 sm:p-6 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 items-center gap-4">
        <Initial name={senior.firstName} className="flex h-16 w-16 text-2xl" />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="break-words text-3xl font-bold sm:text-4xl">{fullName(senior)}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
            {senior.phone ? (
              <span>
                <span className="sr-only">Phone: </span>
                {senior.phone}
              </span>
            ) : (
              <Badge tone="warning">No Phone</Badge>
            )}
            <span>Your role: {TEAM_ROLE_LABELS[senior.myRole]}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:shrink-0 lg:justify-end">
        {isOwner && (
          <>
            <Link to={`/assign?seniorId=${senior.id}`} className={buttonClass('primary')}>
              <Icon name="send" className="h-5 w-5" />
              Send Activity
            </Link>
            <Link to={`/games/new?seniorId=${senior.id}`} className={buttonClass('secondary')}>
              <Icon name="plus" className="h-5 w-5" />
              Create New Activity
            </Link>
          </>
        )}
        <ExportReportMenu seniorId={senior.id} />
      </div>
    </header>
  );
}
