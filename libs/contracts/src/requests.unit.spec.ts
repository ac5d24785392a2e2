import {
  aiFormSchema,
  assignFormSchema,
  createGameRequestSchema,
  createSeniorRequestSchema,
  earlyAccessRequestSchema,
  inviteRequestSchema,
} from './requests';
import { parseOrThrow, DomainError } from './errors';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('spec section 5 validation messages', () => {
  it('create game: title and template', () => {
    const result = createGameRequestSchema.safeParse({ title: '', configJSON: { title: '' } });
    expect(messagesOf(result)).toMatchObject({ title: 'Title is required', templateId: 'Please select a template' });
  });

  it('assign form: activity, loved one and message are required', () => {
    const result = assignFormSchema.safeParse({ gameId: '', seniorId: '', message: '   ' });
    expect(messagesOf(result)).toEqual({
      gameId: 'Please select an activity',
      seniorId: 'Please select a loved one',
      message: 'Message is required',
    });
  });

  it('AI form: loved one and time range', () => {
    const result = aiFormSchema.safeParse({ seniorId: '', timeRange: '1y' });
    expect(messagesOf(result)).toEqual({
      seniorId: 'Please select a loved one',
      timeRange: 'Please select a time range',
    });
    expect(aiFormSchema.parse({ seniorId: 'x', timeRange: '30d' }).timeRange).toBe('30d');
  });

  it('invite: valid email, role defaults to SIBLING, care team required', () => {
    expect(messagesOf(inviteRequestSchema.safeParse({ email: 'nope' }))).toEqual({
      email: 'Please enter a valid email address',
      careTeamId: 'Care team is required',
    });
    const ok = inviteRequestSchema.parse({
      email: 'Ann@Example.com',
      careTeamId: '0f7c1a3e-5b7d-4c1e-9a2b-3c4d5e6f7a8b',
    });
    expect(ok).toMatchObject({ email: 'ann@example.com', role: 'SIBLING' });
  });

  it('senior: names required, phone optional but normalised to E.164, accessibility defaults', () => {
    expect(messagesOf(createSeniorRequestSchema.safeParse({ firstName: ' ', lastName: '' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    const noPhone = createSeniorRequestSchema.parse({ firstName: 'Rose', lastName: 'Hill', phone: '' });
    expect(noPhone.phone).toBeNull();
    expect(noPhone.prefsJSON.accessibility).toEqual({ largeText: true, audioInstructions: false, highContrast: true });
    expect(
      createSeniorRequestSchema.parse({ firstName: 'Rose', lastName: 'Hill', phone: '+1 (555) 123-4567' }).phone,
    ).toBe('+15551234567');
    expect(createSeniorRequestSchema.safeParse({ firstName: 'Rose', lastName: 'Hill', phone: '12ab' }).success).toBe(
      false,
    );
  });
});

describe('early-access request', () => {
  const valid = { name: 'Maya', email: 'maya@example.com', biggestChallenge: 'DAILY_ROUTINES' };

  it('accepts the form and the stored readings of biggestChallenge', () => {
    expect(earlyAccessRequestSchema.parse({ ...valid, biggestChallenge: 'MEMORY_GAMES' }).biggestChallenge).toBe(
      'MEMORY_GAMES',
    );
    expect(earlyAccessRequestSchema.parse({ ...valid, biggestChallenge: 'CAREGIVER_BURNOUT' }).openToInterview).toBe(
      false,
    );
  });

  it('refuses a missing name, a bad email and an unknown challenge with field and reason', () => {
    const error = (() => {
      try {
        parseOrThrow(earlyAccessRequestSchema, { email: 'x', biggestChallenge: 'FLYING' });
      } catch (e) {
        return e as DomainError;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error?.code).toBe('VALIDATION');
    expect(error?.details?.map((d) => d.field)).toEqual(['name', 'email', 'biggestChallenge']);
    expect(error?.details?.[1]?.message).toBe('Please enter a valid email address');
  });

  it('turns an empty message into null and trims', () => {
    expect(earlyAccessRequestSchema.parse({ ...valid, message: '  ' }).message).toBeNull();
    expect(earlyAccessRequestSchema.parse({ ...valid, message: ' hi ' }).message).toBe('hi');
  });
});
