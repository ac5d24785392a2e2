import { plural, t } from '@lingui/core/macro';
import type { Highlight } from '@carewith/contracts';
import { activityTitleIn, firstTryWordsIn } from '../../lib/activity-words';
import { durationText, inSourceLanguage } from '../../i18n/format';
import { percent } from '../../lib/format';

// A highlight's title and detail in the app's language. English shows the server's own
// words, the spec's; another language says them from the highlight's figures. A highlight without
// figures (none are sent so any more, but a cached answer may lack them) keeps the server's words.
export function highlightWords(h: Highlight): { title: string; detail: string } {
  const f = h.figures;
  if (!f || inSourceLanguage()) return { title: h.title, detail: h.detail };
  const activity = f.activity ? activityTitleIn(f.activity.title, f.activity.templateId) : '';
  const score = f.accuracy === undefined ? '' : percent(f.accuracy);
  switch (h.kind) {
    case 'best-score':
      return { title: t`Best score this month: ${score}`, detail: t`on ${activity}` };
    case 'streak': {
      const days = f.days ?? 0;
      return {
        title: plural(days, { one: '#-day streak', other: '#-day streak' }),
        detail: plural(days, { one: 'Played # day in a row', other: 'Played # days in a row' }),
      };
    }
    case 'completed': {
      const time = durationText(f.totalTimeMs ?? 0);
      const words = firstTryWordsIn(f.firstTry, {
        correctAnswers: f.correctAnswers ?? 0,
        totalSteps: f.totalSteps ?? 0,
      });
      const detail = t`${score} correct in ${time}`;
      return { title: t`Completed ${activity}`, detail: words ? `${detail}; ${words}` : detail };
    }
    default:
      return { title: h.title, detail: h.detail };
  }
}
