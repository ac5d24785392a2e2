import { playDuration } from './play-duration';

describe('playDuration', () => {
  it('runs from the start to the last answer on the device clock', () => {
    const start = { at: 10_000, clientAt: 1_000 };
    // The answers reached the server late (offline); the device says 3 s of play.
    const answers = [
      { at: 28_000, clientAt: 2_500 },
      { at: 29_000, clientAt: 4_000 },
    ];
    expect(playDuration(start, answers, 31_000)).toBe(3_000);
  });

  it('uses the server times when any moment lacks a device time (streams recorded before it was kept)', () => {
    expect(playDuration({ at: 1_000 }, [{ at: 2_000, clientAt: 1_500 }, { at: 4_500 }], 60_000)).toBe(3_500);
  });

  it('starts at the first answer when the stream has no START', () => {
    expect(
      playDuration(
        null,
        [
          { at: 5_000, clientAt: 100 },
          { at: 6_000, clientAt: 900 },
        ],
        9_000,
      ),
    ).toBe(800);
  });

  it('never goes below zero when clocks disagree', () => {
    // A device clock behind the start's (another device): the earliest moment is the start.
    expect(playDuration({ at: 1_000, clientAt: 50_000 }, [{ at: 2_000, clientAt: 40_000 }], 3_000)).toBe(0);
    expect(playDuration({ at: 5_000 }, [{ at: 4_000 }], 6_000)).toBe(0);
  });

  it('without answers, runs from the start to the completion', () => {
    expect(playDuration({ at: 1_000 }, [], 4_000)).toBe(3_000);
    expect(playDuration(null, [], 4_000)).toBe(0);
  });
});
