import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Resident } from '@carewith/contracts';
import { Badge } from '../../components/Badge';
import { inputClass } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { homePath } from './HomeFrame';
import { consentSummary, inactiveFlagWords, lastActiveWords, residentName } from './home-words';

// A resident's photo, or their initials in a circle (hidden from screen readers: the name is read).
// A photo that cannot be read (removed a moment ago) gives way to the initials.
export function ResidentPhoto({ resident, size = 'h-12 w-12' }: { resident: Resident; size?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (resident.photoUrl && failed !== resident.photoUrl)
    return (
      <img
        src={resident.photoUrl}
        alt=""
        className={`${size} shrink-0 rounded-full object-cover`}
        onError={() => setFailed(resident.photoUrl)}
      />
    );
  const initials = `${resident.firstName.charAt(0)}${resident.lastName.charAt(0)}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800`}
    >
      {initials}
    </span>
  );
}

function InactiveFlag() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-red-100 px-3 py-0.5 text-sm font-semibold text-red-900">
      <Icon name="clock" className="h-4 w-4 shrink-0" />
      {inactiveFlagWords()}
    </span>
  );
}

function ConsentWords({ resident }: { resident: Resident }) {
  const { words, shared } = consentSummary(resident.consent);
  return (
    <Badge tone={shared ? 'success' : 'neutral'} wrap>
      {words}
    </Badge>
  );
}

function LastActive({ resident, now }: { resident: Resident; now: Date }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{lastActiveWords(resident.lastActiveAt, now)}</span>
      {resident.inactive && <InactiveFlag />}
    </span>
  );
}

// By last name, then first name; numbers in a name in their order ("Room 2" before "Room 10").
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const byName = (a: Resident, b: Resident) =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName);

// The Residents list: on a wide screen a table (photo and name, room, last active with the inactive
// flag, consent), on a phone a card per resident. A filter by name or room for a home of many.
export function ResidentsList({ homeId, residents }: { homeId: string; residents: Resident[] }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const now = useMemo(() => new Date(), []);
  const sorted = useMemo(() => [...residents].sort(byName), [residents]);
  const wanted = filter.trim().toLowerCase();
  const shown = wanted
    ? sorted.filter((r) => `${residentName(r)} ${r.room ?? ''}`.toLowerCase().includes(wanted))
    : sorted;
  const inactive = residents.filter((r) => r.inactive).length;
  const link = (r: Resident) => homePath(homeId, `/residents/${r.id}`);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-lg" aria-live="polite">
          {plural(residents.length, { one: '# resident', other: '# residents' })}
          {inactive > 0 && (
            <>
              {' · '}
              <span className="font-semibold text-red-800">
                {plural(inactive, {
                  one: '# has had no activity for a week',
                  other: '# have had no activity for a week',
                })}
              </span>
            </>
          )}
        </p>
        <div className="flex flex-col gap-1.5 sm:w-72">
          <label htmlFor="resident-filter" className="font-semibold">
            <Trans>Find a resident</Trans>
          </label>
          <input
            id="resident-filter"
            type="search"
            className={inputClass}
            placeholder={t`Name or room`}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
      </div>
      {shown.length === 0 && (
        <p className="text-muted">
          <Trans>No resident matches "{filter}".</Trans>
        </p>
      )}
      {/* A phone or tablet: one card per resident. */}
      <ul className="grid gap-3 sm:grid-cols-2 lg:hidden" aria-label={t`Residents`}>
        {shown.map((r) => (
          <li
            key={r.id}
            className={`relative flex gap-3 rounded-2xl border-2 bg-white p-4 shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 ${
              r.inactive ? 'border-red-300' : 'border-warm-100'
            }`}
          >
            <ResidentPhoto resident={r} />
            <div className="flex min-w-0 flex-col gap-1">
              <Link
                to={link(r)}
                className="text-lg font-bold break-words text-brand-800 outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
              >
                {residentName(r)}
              </Link>
              {r.room && <span className="text-muted">{t`Room ${r.room}`}</span>}
              <LastActive resident={r} now={now} />
              <span>
                <ConsentWords resident={r} />
              </span>
            </div>
          </li>
        ))}
      </ul>
      {/* A wide screen: the table. */}
      <div className="hidden overflow-hidden rounded-2xl border border-warm-100 bg-white shadow-sm lg:block">
        <table className="w-full text-left">
          <caption className="sr-only">
            <Trans>Residents</Trans>
          </caption>
          <thead className="bg-warm-100">
            <tr>
              <th scope="col" className="px-4 py-3">
                <Trans>Resident</Trans>
              </th>
              <th scope="col" className="px-4 py-3">
                <Trans>Room</Trans>
              </th>
              <th scope="col" className="px-4 py-3">
                <Trans>Last active</Trans>
              </th>
              <th scope="col" className="px-4 py-3">
                <Trans>Photos and songs</Trans>
              </th>
              <th scope="col" className="px-4 py-3">
                <Trans>Family</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id} className={`border-t border-warm-100 ${r.inactive ? 'bg-red-50' : ''}`}>
                <th scope="row" className="px-4 py-2 font-normal">
                  <span className="flex items-center gap-3">
                    <ResidentPhoto resident={r} size="h-10 w-10" />
                    <Link to={link(r)} className="font-bold text-brand-800 underline-offset-2 hover:underline">
                      {residentName(r)}
                    </Link>
                  </span>
                </th>
                <td className="px-4 py-2">{r.room ?? '—'}</td>
                <td className="px-4 py-2">
                  <LastActive resident={r} now={now} />
                </td>
                <td className="px-4 py-2">
                  <ConsentWords resident={r} />
                </td>
                <td className="px-4 py-2">{r.familyLinked ? t`Joined` : t`Not yet`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
