import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../components/Icon';
import type { PreviewTheme } from './previewSteps';

// The step's photo as the loved one sees it, or the play page's placeholder.
export function PreviewPhoto({ url, alt, theme }: { url?: string; alt: string; theme: PreviewTheme }) {
  const { t, i18n } = useLingui();
  return url ? (
    <img src={url} alt={alt} className="mx-auto aspect-square w-full max-w-56 rounded-2xl object-cover" />
  ) : (
    <div
      className={`mx-auto flex aspect-square w-full max-w-40 flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed ${theme.photo}`}
    >
      <Icon name="user" className="h-12 w-12" />
      <span lang={i18n.locale} className="text-sm">
        {t`No photo`}
      </span>
    </div>
  );
}
