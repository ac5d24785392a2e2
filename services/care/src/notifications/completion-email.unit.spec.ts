import { randomUUID } from 'node:crypto';
import { ActivityCompletedNotice } from '@carewith/contracts';
import { completionEmail } from './completion-email';

const notice = (over: Partial<ActivityCompletedNotice> = {}): ActivityCompletedNotice => ({
  gameInstanceId: randomUUID(),
  seniorId: randomUUID(),
  title: 'Family Photo Match',
  templateId: 'grandkid-match',
  correctAnswers: 4,
  totalSteps: 5,
  accuracy: 0.8,
  totalTimeMs: 185_000,
  ...over,
});
const mail = (n: ActivityCompletedNotice, recipientFirstName: string | null = 'Ann') =>
  completionEmail({
    recipientFirstName,
    lovedOneName: 'Rose',
    notice: n,
    activityUrl: 'https://carewith.test/games/1',
    settingsUrl: 'https://carewith.test/account',
  });

describe('the completion e-mail', () => {
  it('says who finished which activity and how it went, in plain words', () => {
    const { subject, text } = mail(notice());
    expect(subject).toBe('Rose finished "Family Photo Match"');
    expect(text).toContain('Hello Ann,');
    // The template is not repeated when the activity carries its name.
    expect(text).toContain('Rose just finished the activity "Family Photo Match".');
    expect(text).toContain('How it went: 4 of 5 right (80%), in 3 min.');
    expect(text).toContain('See the activity: https://carewith.test/games/1');
    expect(text).not.toMatch(/dementia|decline|cognitive|diagnos/i);
  });

  it('names the template beside an activity of its own title, and handles short plays and no name', () => {
    const { text } = mail(notice({ title: 'Our street', templateId: 'places-flashcards', totalTimeMs: 65_000 }), null);
    expect(text).toMatch(/^Hello,\n/);
    expect(text).toContain('Rose just finished the activity "Our street" (Familiar Places).');
    expect(text).toContain('in 1 min.');
    expect(mail(notice({ totalTimeMs: 20_000 })).text).toContain('in under 1 min.');
    expect(mail(notice({ title: '  ' })).subject).toBe('Rose finished "Family Photo Match"');
  });
});
