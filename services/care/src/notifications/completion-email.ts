import { ActivityCompletedNotice, formatDuration, TEMPLATES } from '@carewith/contracts';

const pct = (x: number) => `${Math.round(x * 100)}%`;
const took = (ms: number) => `in ${formatDuration(ms)}`;

// The e-mail a care-team member gets when their loved one finishes an activity: who, which
// activity, how it went, and a link to it. Plain words only: no labels about health, no answers.
export function completionEmail(input: {
  recipientFirstName: string | null;
  lovedOneName: string;
  notice: ActivityCompletedNotice;
  activityUrl: string;
  settingsUrl: string;
}): { subject: string; text: string } {
  const { notice, lovedOneName: name } = input;
  const template = TEMPLATES[notice.templateId].title;
  const title = notice.title.trim() || template;
  const about = title === template ? `"${title}"` : `"${title}" (${template})`;
  return {
    subject: `${name} finished "${title}"`,
    text: [
      `Hello${input.recipientFirstName ? ` ${input.recipientFirstName}` : ''},`,
      ``,
      `${name} just finished the activity ${about}.`,
      `How it went: ${notice.correctAnswers} of ${notice.totalSteps} right (${pct(notice.accuracy)}), ${took(notice.totalTimeMs)}.`,
      `A kind word or a call about it can make their day.`,
      ``,
      `See the activity: ${input.activityUrl}`,
      ``,
      `You get this e-mail because you are in ${name}'s care team on Care With. To stop these e-mails, turn off "When a loved one completes an activity" on your account page: ${input.settingsUrl}`,
    ].join('\n'),
  };
}
