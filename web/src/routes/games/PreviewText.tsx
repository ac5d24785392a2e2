import type { PreviewTheme } from './previewSteps';

// A text of the preview, or a muted placeholder naming what will appear there.
export function PreviewText({ text, placeholder, theme }: { text: string; placeholder: string; theme: PreviewTheme }) {
  return text ? <>{text}</> : <span className={theme.placeholder}>{placeholder}</span>;
}
