import type { ActivityCompletedNotice } from '@carewith/contracts';
import { activityName, activityTitle, greeting, messagesIn, tookWords } from '@carewith/platform';

// The e-mail a care-team member gets when their loved one finishes an activity: who, which
// activity, how it went, and a link to it. Plain words only: no labels about health, no answers.
// In the member's language (none chosen is English).
export function completionEmail(input: {
  recipientFirstName: string | null;
  recipientLanguage: string | null;
  lovedOneName: string;
  notice: ActivityCompletedNotice;
  activityUrl: string;
  settingsUrl: string;
}): { subject: string; text: string } {
  const { notice, lovedOneName: name } = input;
  const t = messagesIn(input.recipientLanguage);
  return {
    subject: t('email.completion.subject', { name, title: activityTitle(t, notice.title, notice.templateId) }),
    text: [
      greeting(t, input.recipientFirstName),
      ``,
      t('email.completion.finished', { name, activity: activityName(t, notice.title, notice.templateId) }),
      t('email.completion.howItWent', {
        correct: notice.correctAnswers,
        total: notice.totalSteps,
        percent: Math.round(notice.accuracy * 100),
        took: tookWords(t, notice.totalTimeMs),
      }),
      t('email.completion.kindWord'),
      ``,
      t('email.completion.see', { url: input.activityUrl }),
      ``,
      t('email.completion.footer', { name, url: input.settingsUrl }),
    ].join('\n'),
  };
}
