import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { photoRefOf, type BoxPhoto, type MemoryBox, type SeniorView } from '@carewith/contracts';
import { useMemoryBox } from '../../../api/useMemoryBox';
import { Button } from '../../../components/Button';
import { FieldGroup } from '../../../components/Field';
import { Loading } from '../../../components/LoadState';
import { profileTabPath } from '../profile-tabs';

// So many thumbnails show at first; the rest on asking (a phone screen or two fewer for a big box).
const FIRST_PHOTOS = 9;

const tile =
  'relative flex cursor-pointer flex-col overflow-hidden rounded-xl border-2 border-slate-300 bg-white hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700';

// Who and where a photo of the box shows, as the memory box names it ("Ana, Lucy, Brighton").
const photoWords = (photo: BoxPhoto, box: MemoryBox) =>
  [
    ...box.people.filter((p) => photo.personIds.includes(p.id)).map((p) => p.name),
    box.places.find((p) => p.id === photo.placeId)?.name,
  ]
    .filter(Boolean)
    .join(', ');

// A photo for the goal, chosen from the memory box (no upload here: the box is where photos go), or
// none: a grid of radio buttons, each a thumbnail named as the box names the photo.
export function BoxPhotoPicker({
  senior,
  enabled,
  value,
  onChange,
  error,
}: {
  senior: SeniorView;
  enabled: boolean;
  value: string;
  onChange: (photo: string) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const group = useId();
  const box = useMemoryBox(senior.id, enabled);
  const [all, setAll] = useState(false);
  const photos = box.data?.photos ?? [];
  const shown = all ? photos : photos.slice(0, FIRST_PHOTOS);
  const name = senior.firstName;
  const count = photos.length;
  const radio = (ref: string, describedBy: string | undefined, label?: string) => (
    <input
      type="radio"
      name={group}
      value={ref}
      checked={value === ref}
      onChange={() => onChange(ref)}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={Boolean(error)}
      className="absolute top-2 left-2 h-5 w-5 accent-brand-700 focus-visible:outline-none"
    />
  );
  return (
    <FieldGroup
      label={t`A photo (optional)`}
      hint={t`From ${name}'s memory box: shown with the question.`}
      error={error}
    >
      {(describedBy) =>
        box.isLoading ? (
          <Loading>{t`Loading the memory box...`}</Loading>
        ) : (
          <>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              <label className={`${tile} min-h-24 items-center justify-center p-2 pt-8 text-center font-semibold`}>
                {radio('', describedBy)}
                {t`No photo`}
              </label>
              {box.data &&
                shown.map((photo, i) => {
                  const alt = photoWords(photo, box.data);
                  const number = i + 1;
                  const label = alt ? t`Photo ${number}: ${alt}` : t`Photo ${number}`;
                  return (
                    <label key={photo.id} className={tile}>
                      {radio(photoRefOf(photo.id), describedBy, label)}
                      <img src={photo.url} alt="" loading="lazy" className="aspect-square w-full object-cover" />
                    </label>
                  );
                })}
            </div>
            {!all && photos.length > FIRST_PHOTOS && (
              <Button variant="ghost" padding="px-3" className="self-start" onClick={() => setAll(true)}>
                {t`Show all ${count} photos`}
              </Button>
            )}
            {box.isError && <p className="text-muted">{t`The memory box's photos could not be loaded.`}</p>}
            {box.data && photos.length === 0 && (
              <p className="text-muted">
                {t`There are no photos in the memory box yet.`}{' '}
                <Link
                  to={profileTabPath(senior.id, 'memory-box')}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  {t`Add photos to the memory box`}
                </Link>
              </p>
            )}
          </>
        )
      }
    </FieldGroup>
  );
}
