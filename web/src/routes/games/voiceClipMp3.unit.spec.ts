import { monoSamples, toInt16 } from './voiceClipMp3';

// The pure steps of making a clip: channels mixed to one and cut at the limit, then 16-bit samples.
describe('monoSamples', () => {
  it('given two channels, then each sample is their average', () => {
    const left = Float32Array.from([1, 0.5, -1]);
    const right = Float32Array.from([0, 0.5, 1]);
    expect([...monoSamples([left, right], 3, 10)]).toEqual([0.5, 0.5, 0]);
  });

  it('given more than the limit, then it is cut at the limit', () => {
    const oneSecondAt4Hz = Float32Array.from([0.1, 0.2, 0.3, 0.4]);
    expect(monoSamples([oneSecondAt4Hz], 4, 0.5)).toHaveLength(2);
    expect(monoSamples([oneSecondAt4Hz], 4, 20)).toHaveLength(4);
  });
});

describe('toInt16', () => {
  it('given samples from -1 to 1 (and beyond), then they fill the 16-bit range without wrapping', () => {
    expect([...toInt16(Float32Array.from([-1, -0.5, 0, 0.5, 1, 1.5, -2]))]).toEqual([
      -32768, -16384, 0, 16383, 32767, 32767, -32768,
    ]);
  });
});
