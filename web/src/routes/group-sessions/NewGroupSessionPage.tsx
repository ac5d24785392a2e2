import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { GROUP_MAX, GROUP_MIN, GROUP_SIZE_MESSAGE, type Resident, type SharedGround } from '@carewith/contracts';
import { isUnauthorized } from '../../api/http';
import { useSharedGround, useStartGroupSession } from '../../api/useGroupSessions';
import { useResidents } from '../../api/useResidents';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LoadFailed, Loading, NothingYet } from '../../components/LoadState';
import { NotFoundCard } from '../../components/NotFoundCard';
import { inAppLanguage } from '../../i18n/contract-messages';
import { HomeFrame } from '../homes/HomeFrame';
import { isForbidden, isNotFound } from './texts';

// What of a resident may reach the TV, in a few words under their name.
function ConsentNote({ resident }: { resident: Resident }) {
  const { t } = useLingui();
  const { consent } = resident;
  const text = !consent
    ? t`No consent recorded: joins in; nothing of theirs is shown`
    : !consent.photos && !consent.songs
      ? t`Shares no photos or songs: joins in; nothing of theirs is shown`
      : consent.photos && consent.songs
        ? t`Their photos and songs may be shown`
        : consent.photos
          ? t`Their photos may be shown, not their songs`
          : t`Their songs may be played, not their photos`;
  return <span className="text-sm text-muted">{text}</span>;
}

// /homes/{homeId}/group-sessions/new: choose 2 to 8 residents, see what they share, and start. The
// home's frame (its name, its links) around it.
export function NewGroupSessionPage() {
  const { t } = useLingui();
  return <HomeFrame title={t`Start a group session`}>{(home) => <ChooseAndStart homeId={home.id} />}</HomeFrame>;
}

function ChooseAndStart({ homeId }: { homeId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const residents = useResidents(homeId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const ground = useSharedGround(homeId, chosen);
  const start = useStartGroupSession(homeId);

  if (isNotFound(residents.error))
    return (
      <NotFoundCard
        title={t`Care home not found`}
        text={t`The page you are looking for does not exist or has moved.`}
      />
    );

  const full = chosen.length >= GROUP_MAX;
  const toggle = (id: string, on: boolean) => {
    setError(undefined);
    setChosen((now) => (on ? (now.includes(id) ? now : [...now, id]) : now.filter((c) => c !== id)));
  };
  const onStart = () => {
    if (chosen.length < GROUP_MIN || chosen.length > GROUP_MAX) return setError(inAppLanguage(GROUP_SIZE_MESSAGE));
    start.mutate(chosen, {
      onSuccess: (session) => navigate(`/group-sessions/${session.id}/remote`),
      onError: (e) => {
        if (isUnauthorized(e)) return;
        setError(
          isForbidden(e)
            ? t`You cannot start a session in this home.`
            : t`The session could not be started. Please try again.`,
        );
      },
    });
  };

  return (
    <>
      <p className="text-lg text-muted">
        {t`Choose ${GROUP_MIN} to ${GROUP_MAX} residents. The session is about 15 to 20 minutes of pictures and songs on the lounge TV, and ends on a song.`}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card headingId="choose-heading" title={t`Who is joining`}>
          {residents.isLoading ? (
            <Loading>{t`Loading the residents...`}</Loading>
          ) : residents.isError || !residents.data ? (
            <LoadFailed>{t`We couldn't load the residents. Please refresh the page to try again.`}</LoadFailed>
          ) : residents.data.length === 0 ? (
            <NothingYet>{t`This home has no residents yet.`}</NothingYet>
          ) : (
            <fieldset className="flex flex-col gap-2" aria-describedby="chosen-count">
              <legend className="sr-only">{t`Residents`}</legend>
              {residents.data.map((resident) => {
                const on = chosen.includes(resident.id);
                return (
                  <label
                    key={resident.id}
                    className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border-2 p-3 ${
                      on ? 'border-brand-700 bg-brand-50' : 'border-warm-100'
                    } ${!on && full ? 'opacity-60' : ''}`}
                  >
                    <input
                      type="checkbox"
                      className="h-6 w-6 shrink-0 accent-brand-700"
                      checked={on}
                      disabled={!on && full}
                      onChange={(e) => toggle(resident.id, e.target.checked)}
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="font-semibold">
                        {resident.firstName} {resident.lastName}
                        {resident.room ? (
                          <span className="font-normal text-muted"> · {t`Room ${resident.room}`}</span>
                        ) : null}
                      </span>
                      <ConsentNote resident={resident} />
                    </span>
                  </label>
                );
              })}
            </fieldset>
          )}
          <p id="chosen-count" aria-live="polite" className="font-semibold">
            {plural(chosen.length, { one: '# resident chosen', other: '# residents chosen' })}
            {full ? ` · ${t`That is the most for one session.`}` : ''}
          </p>
        </Card>
        <Card headingId="shared-heading" title={t`What they share`}>
          {chosen.length < GROUP_MIN ? (
            <p className="text-muted">{t`Choose at least two residents to see what they have in common.`}</p>
          ) : ground.isLoading ? (
            <Loading>{t`Looking at what they share...`}</Loading>
          ) : ground.isError || !ground.data ? (
            <LoadFailed>{t`We couldn't look at what they share. You can still start the session.`}</LoadFailed>
          ) : (
            <SharedGroundList ground={ground.data} />
          )}
        </Card>
      </div>
      <div className="flex flex-col gap-2">
        {error ? (
          <p role="alert" className="font-medium text-red-800">
            {error}
          </p>
        ) : null}
        <Button className="min-h-16 self-start px-8 text-lg" onClick={onStart} disabled={start.isPending}>
          {start.isPending ? t`Starting...` : t`Start`}
        </Button>
      </div>
    </>
  );
}

function SharedGroundList({ ground }: { ground: SharedGround }) {
  const { t } = useLingui();
  const residents = (n: number) => plural(n, { one: '# resident', other: '# residents' });
  const nothing = ground.decades.length + ground.places.length + ground.songs.length === 0;
  return (
    <div className="flex flex-col gap-4">
      {nothing ? (
        <p>{t`Nothing shared in their boxes yet: the session uses pictures and songs of their times.`}</p>
      ) : null}
      {ground.decades.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t`Decades`}</h3>
          <ul className="flex flex-wrap gap-2">
            {ground.decades.map((d) => (
              <li key={d.decade} className="rounded-full bg-brand-50 px-3 py-1">
                {t`The ${d.decade}s`} · {residents(d.residents)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {ground.places.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t`Places`}</h3>
          <ul className="flex flex-wrap gap-2">
            {ground.places.map((p) => (
              <li key={p.name} className="rounded-full bg-brand-50 px-3 py-1">
                {p.name} · {residents(p.residents)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {ground.songs.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t`Songs`}</h3>
          <ul className="flex flex-col gap-1">
            {ground.songs.map((s) => (
              <li key={`${s.title}-${s.artist ?? ''}`}>
                {s.artist ? t`${s.title} by ${s.artist}` : s.title} · {residents(s.residents)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {ground.withoutConsent > 0 ? (
        <p className="rounded-xl bg-warm-100 p-3">
          {plural(ground.withoutConsent, {
            one: '# resident joins in without anything of theirs on the screen.',
            other: '# residents join in without anything of theirs on the screen.',
          })}
        </p>
      ) : null}
      <p className="text-sm text-muted">
        <Trans>The TV shows no names and no scores.</Trans>
      </p>
    </div>
  );
}
