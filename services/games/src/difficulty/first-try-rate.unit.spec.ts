import { sessionFirstTryRate } from './first-try-rate';

describe('sessionFirstTryRate', () => {
  it('given a version 2 completion, then it is the first-try accuracy, not the final accuracy', () => {
    expect(sessionFirstTryRate({ accuracy: 1, at: 1, firstTry: { firstTryAccuracy: 0.4 } })).toBe(0.4);
  });
  it('given a version 1 completion (no firstTry) or an upcast one (null), then it is the accuracy', () => {
    expect(sessionFirstTryRate({ accuracy: 0.6, at: 1 })).toBe(0.6);
    expect(sessionFirstTryRate({ accuracy: 0.6, at: 1, firstTry: null })).toBe(0.6);
  });
  it('stays within 0-1', () => {
    expect(sessionFirstTryRate({ accuracy: Number.NaN, at: 1 })).toBe(0);
    expect(sessionFirstTryRate({ accuracy: 1.5, at: 1 })).toBe(1);
  });
});
