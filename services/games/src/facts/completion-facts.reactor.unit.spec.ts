import { randomUUID } from 'node:crypto';
import type { GameEvent } from '@carewith/contracts';
import { completionFact, completionFactId } from './completion-facts.reactor';

const GAME = randomUUID();
const SENIOR = randomUUID();
const instance = { id: GAME, senior_id: SENIOR, template_id: 'places-flashcards', title: 'The market' };
const complete = (firstTry: { firstTryAccuracy: number } | null): Extract<GameEvent, { type: 'COMPLETE' }> => ({
  type: 'COMPLETE',
  data: {
    v: 2,
    gameInstanceId: GAME,
    summary: { totalSteps: 5, correctAnswers: 4, totalTime: 61_000, engagement: 'high' },
    accuracy: 0.8,
    at: 1_795_900_000_000,
    firstTry: firstTry && { firstTryAnswers: 3, helpedAnswers: 2, totalSteps: 5, meanCueLevel: 0.4, ...firstTry },
  },
});

describe('the games.activity-completed fact of a stored COMPLETE', () => {
  it('carries the figures as scored, the first-try rate and when play started and ended', () => {
    expect(completionFact(instance, complete({ firstTryAccuracy: 0.6 }), 1_795_899_900_000)).toEqual({
      gameInstanceId: GAME,
      seniorId: SENIOR,
      templateId: 'places-flashcards',
      title: 'The market',
      correctAnswers: 4,
      totalSteps: 5,
      accuracy: 0.8,
      firstTryRate: 0.6,
      totalTimeMs: 61_000,
      startedAt: 1_795_899_900_000,
      completedAt: 1_795_900_000_000,
    });
  });

  it('reads a completion recorded before first tries were kept by its accuracy', () => {
    expect(completionFact(instance, complete(null), null)).toMatchObject({ firstTryRate: 0.8, startedAt: null });
  });

  it('is not a fact for an activity of no loved one (nobody to tell)', () => {
    expect(completionFact({ ...instance, senior_id: null }, complete(null), null)).toBeUndefined();
  });

  it('keeps one id however often the reactor meets the same stored event', () => {
    const event = { id: randomUUID() };
    expect(completionFactId(event)).toBe(completionFactId({ ...event }));
    expect(completionFactId(event)).not.toBe(completionFactId({ id: randomUUID() }));
    expect(completionFactId(event)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
