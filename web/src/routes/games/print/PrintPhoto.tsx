import { useLingui } from '@lingui/react/macro';

// The family's photo at a good size on paper, or a labelled box where there is none.
export function PrintPhoto({ photo, alt }: { photo?: string; alt: string }) {
  const { t } = useLingui();
  const id = photo?.startsWith('photo:') ? photo.slice('photo:'.length) : null;
  return id ? (
    <img
      src={`/api/photos/${encodeURIComponent(id)}`}
      alt={alt}
      className="mx-auto h-[9cm] w-[9cm] rounded-lg object-cover"
    />
  ) : (
    <div className="mx-auto flex h-[6cm] w-[9cm] items-center justify-center rounded-lg border-4 border-dashed border-slate-500 text-center">
      {t`No photo`}
    </div>
  );
}
