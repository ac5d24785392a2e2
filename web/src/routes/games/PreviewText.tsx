import { useLingui } from '@lingui/react';
import type { PreviewTheme } from './previewSteps';

// A text of the preview, or a muted placeholder naming what will appear there.
export function PreviewText({ text, placeholder, theme }: { text: string; placeholder: string; theme: PreviewTheme }) {
  // A placeholder speaks to the caregiver, in the member's language, inside a preview in the loved one's.
  const { i18n } = useLingui();
  return text ? (
    <>{text}</>
  ) : (
    <span lang={i18n.locale} className={theme.placeholder}>
      {placeholder}
    </span>
  );
}
