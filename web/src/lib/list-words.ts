import { t } from '@lingui/core/macro';

// "Monday, Wednesday and Friday", in the app's language ("lunes, miércoles y viernes").
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  const first = words.slice(0, -1).join(', ');
  const last = words[words.length - 1];
  return t`${first} and ${last}`;
}
