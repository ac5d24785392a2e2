import type { RecordMood } from '@carewith/contracts';

// The three faces of a mood tap, drawn (an emoji font is not on every phone): a frown, a straight
// mouth, a smile. Decorative: the button around it carries the mood's name.
const MOUTHS: Record<RecordMood, string> = {
  low: 'M8 17 Q12 13 16 17',
  okay: 'M8 15.5 L16 15.5',
  happy: 'M8 14 Q12 18.5 16 14',
};

export function Face({ mood, className = 'h-9 w-9' }: { mood: RecordMood; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="8.5" cy="9.5" r="1.3" fill="currentColor" />
      <circle cx="15.5" cy="9.5" r="1.3" fill="currentColor" />
      <path d={MOUTHS[mood]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
