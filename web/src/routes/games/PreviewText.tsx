import type { PreviewTheme } from './previewSteps';

// A text of the preview, or a muted placeholder naming what will appear there.
export function PreviewText({ text, placeholder, theme }: { text: string; placeholder: string; theme: PreviewTheme }) {
  // A placeholder speaks to the caregiver, in English, inside a preview in the loved one's language.
  return text ? (
    <>{text}</>
  ) : (
    <span lang="en" className={theme.placeholder}>
      {placeholder}
    </span>
  );
}
