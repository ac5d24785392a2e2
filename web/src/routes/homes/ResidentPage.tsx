import { useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HomeView, Resident } from '@carewith/contracts';
import { useResidents, useResidentTopics } from '../../api/useResidents';
import { BackLink } from '../../components/BackLink';
import { Badge } from '../../components/Badge';
import { Card, cardClass } from '../../components/Card';
import { LoadFailed, Loading } from '../../components/LoadState';
import { ConsentForm } from './ConsentForm';
import { FamilyInvitationForm } from './FamilyInvitationForm';
import { HomeFrame, homePath } from './HomeFrame';
import { LeaveHomeCard } from './LeaveHomeCard';
import { ResidentDetailsForm } from './ResidentDetailsForm';
import { ResidentPhotoControls } from './ResidentPhotoControls';
import { ResidentPhoto } from './ResidentsList';
import {
  consentBasisSentence,
  consentSummary,
  inactiveFlagWords,
  lastActiveWords,
  recordedByWords,
  residentName,
  targetWords,
} from './home-words';

// /homes/:homeId/residents/:residentId: one resident as the home's staff see them (never their
// family's notes, letters or check-ins): room and weekly target, consent to photos and songs on a
// shared screen, their family. A Home Manager changes them; an Activity Coordinator reads them.
export function ResidentPage() {
  const { t } = useLingui();
  const { homeId = '', residentId = '' } = useParams();
  const residents = useResidents(homeId);
  const resident = residents.data?.find((r) => r.id === residentId);
  return (
    <HomeFrame title={resident ? residentName(resident) : t`Resident`}>
      {(home) => (
        <div className="flex flex-col gap-6">
          <BackLink to={homePath(home.id)}>{t`All residents`}</BackLink>
          {residents.isLoading ? (
            <Loading>
              <Trans>Loading the resident...</Trans>
            </Loading>
          ) : residents.isError ? (
            <LoadFailed>
              <Trans>We couldn't load the residents. Please refresh the page to try again.</Trans>
            </LoadFailed>
          ) : !resident ? (
            <LoadFailed>
              <Trans>This resident is not in this care home.</Trans>
            </LoadFailed>
          ) : (
            <ResidentDetails home={home} resident={resident} />
          )}
        </div>
      )}
    </HomeFrame>
  );
}

function ResidentDetails({ home, resident }: { home: HomeView; resident: Resident }) {
  const { t } = useLingui();
  const manager = home.myRole === 'MANAGER';
  const now = new Date();
  const room = resident.room;
  const target = targetWords(resident.activeDaysTarget);
  const consent = resident.consent;
  const firstName = resident.firstName;
  // A wide screen: the consent beside the rest; a phone: at a glance, the consent, then the rest.
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2 lg:grid-rows-[auto_auto_auto_1fr]">
      <Card
        className={`${cardClass} lg:col-start-1 lg:row-start-1`}
        headingId="resident-summary-heading"
        title={t`At a glance`}
      >
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <ResidentPhoto resident={resident} size="h-16 w-16 text-xl" />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">
              <Trans>Room</Trans>
            </dt>
            <dd>{room ?? t`Not given`}</dd>
            <dt className="font-semibold">
              <Trans>Weekly target</Trans>
            </dt>
            <dd>{target}</dd>
            <dt className="font-semibold">
              <Trans>Last active</Trans>
            </dt>
            <dd>{lastActiveWords(resident.lastActiveAt, now)}</dd>
            <dt className="font-semibold">
              <Trans>Family</Trans>
            </dt>
            <dd>{resident.familyLinked ? t`Joined their care team` : t`Not joined yet`}</dd>
          </dl>
        </div>
        {manager && <ResidentPhotoControls homeId={home.id} resident={resident} />}
        {resident.inactive && (
          <p role="note" className="rounded-xl bg-red-50 p-3 font-semibold text-red-900">
            {inactiveFlagWords()}
          </p>
        )}
      </Card>
      <Card
        className={`${cardClass} lg:col-start-2 lg:row-start-1 lg:row-span-4`}
        headingId="consent-heading"
        title={t`Photos and songs in group sessions`}
      >
        <div className="flex flex-col gap-2 rounded-xl bg-warm-100 p-4">
          <h3 className="font-semibold">
            <Trans>Consent as recorded</Trans>
          </h3>
          {consent ? (
            <>
              <p>
                <Badge tone={consentSummary(consent).shared ? 'success' : 'neutral'} wrap>
                  {consentSummary(consent).words}
                </Badge>
              </p>
              <ul className="flex flex-col gap-1">
                <li>{consent.photos ? t`Their photos may be shown.` : t`Their photos are not shown.`}</li>
                <li>{consent.songs ? t`Their songs may be played.` : t`Their songs are not played.`}</li>
                <li>
                  {consent.familyLine
                    ? t`Their family's weekly letter says what they joined in.`
                    : t`Their family's weekly letter says nothing of the home.`}
                </li>
              </ul>
              <p>{consentBasisSentence(consent)}</p>
              <p className="text-sm text-muted">{recordedByWords(consent)}</p>
            </>
          ) : (
            <p>
              <Trans>No consent recorded yet: nothing of {firstName}'s is shown or played on a shared screen.</Trans>
            </p>
          )}
        </div>
        {manager && (
          <>
            <h3 className="text-lg font-semibold">{consent ? t`Record a change` : t`Record consent`}</h3>
            <ConsentForm homeId={home.id} resident={resident} current={consent} />
          </>
        )}
      </Card>
      {manager && (
        <Card
          className={`${cardClass} lg:col-start-1 lg:row-start-2`}
          headingId="resident-details-heading"
          title={t`Room and weekly target`}
        >
          <ResidentDetailsForm homeId={home.id} resident={resident} />
        </Card>
      )}
      <TopicsCard homeId={home.id} resident={resident} />
      {manager && (
        <Card
          className={`${cardClass} lg:col-start-1 lg:row-start-3`}
          headingId="family-heading"
          title={t`Invite their family`}
        >
          <p className="text-muted">
            <Trans>
              {firstName} has a care team of their own. Their family joins it to see what {firstName} enjoyed; the first
              to accept becomes its Primary Caregiver. You do not see their family's notes or letters.
            </Trans>
          </p>
          <FamilyInvitationForm homeId={home.id} resident={resident} />
        </Card>
      )}
      {manager && <LeaveHomeCard home={home} resident={resident} className="lg:col-start-1 lg:row-start-4" />}
    </div>
  );
}

// What their family would like the staff to talk about with them ("Ask him about the mill"), newest
// first: the one part of the family's memory box written for the home.
function TopicsCard({ homeId, resident }: { homeId: string; resident: Resident }) {
  const { t } = useLingui();
  const topics = useResidentTopics(homeId, resident.id);
  const firstName = resident.firstName;
  return (
    <Card className={`${cardClass} lg:col-start-1`} headingId="topics-heading" title={t`From their family`}>
      {topics.isLoading ? (
        <Loading>
          <Trans>Loading...</Trans>
        </Loading>
      ) : topics.isError ? (
        <LoadFailed>
          <Trans>We couldn't load what their family sent. Please refresh the page to try again.</Trans>
        </LoadFailed>
      ) : !topics.data?.topics.length ? (
        <p className="text-muted">
          <Trans>Nothing yet. When {firstName}'s family sends something to talk about, it shows here.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {topics.data.topics.map((topic) => (
            <li key={topic.id} className="rounded-xl bg-warm-50 p-3 text-lg break-words">
              “{topic.text}”
              {topic.addedByName && <span className="text-base text-muted"> · {t`from ${topic.addedByName}`}</span>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
