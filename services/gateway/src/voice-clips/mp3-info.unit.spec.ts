import { mp3Info } from './mp3-info';

// Small MP3 factories: frame headers with empty audio, which is all the check reads.
type FrameKind = { header: [number, number, number, number]; length: number; seconds: number };
// MPEG-2 Layer III, 32 kbps, 22.05 kHz, mono: what the caregiver's browser makes (104-byte frames).
const VOICE: FrameKind = { header: [0xff, 0xf3, 0x40, 0xc0], length: 104, seconds: 576 / 22050 };
// MPEG-1 Layer III, 128 kbps, 44.1 kHz, stereo: a common file (417-byte frames).
const MUSIC: FrameKind = { header: [0xff, 0xfb, 0x90, 0x00], length: 417, seconds: 1152 / 44100 };

const frames = (kind: FrameKind, seconds: number) => {
  const count = Math.round(seconds / kind.seconds);
  const out = Buffer.alloc(count * kind.length);
  for (let i = 0; i < count; i++) out.set(kind.header, i * kind.length);
  return out;
};
const id3v2 = (size: number) =>
  Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, size >> 7, size & 0x7f]), Buffer.alloc(size)]);

describe('mp3Info', () => {
  it('given the frames of a recorded voice, then it is an MP3 of that length, mono', () => {
    // 191 frames of 576 samples at 22,050 Hz.
    expect(mp3Info(frames(VOICE, 5))).toEqual({ durationMs: 4989, frames: 191, sampleRate: 22050, channels: 1 });
  });

  it('given a common stereo file with an ID3v2 tag before and an ID3v1 tag after, then it reads past both', () => {
    const file = Buffer.concat([id3v2(300), frames(MUSIC, 2), Buffer.from('TAG'), Buffer.alloc(125)]);
    const info = mp3Info(file);
    expect(info).toMatchObject({ sampleRate: 44100, channels: 2 });
    expect(info!.durationMs).toBeGreaterThan(1990);
    expect(info!.durationMs).toBeLessThan(2030);
  });

  it('given a last frame cut short, then the whole frames count', () => {
    const file = frames(VOICE, 1);
    expect(mp3Info(file.subarray(0, file.length - 50))!.frames).toBe(Math.round(1 / VOICE.seconds) - 1);
  });

  it.each([
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['a WebM recording', Buffer.concat([Buffer.from('1a45dfa3', 'hex'), Buffer.alloc(400)])],
    [
      'an MP4 (AAC or Opus) recording',
      Buffer.concat([Buffer.from('000000246674797069736f6d', 'hex'), Buffer.alloc(400)]),
    ],
    ['a WAV file', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(400)])],
    ['text', Buffer.from('hello, this is not audio at all')],
    ['nothing', Buffer.alloc(0)],
    ['one lone frame', frames(VOICE, 0.03)],
    ['an ID3 tag and no audio', id3v2(100)],
    // A Layer II frame header (MP2): a valid MPEG frame, but not what every phone plays.
    ['MPEG Layer II', frames({ ...MUSIC, header: [0xff, 0xfd, 0x90, 0x00] }, 1)],
  ])('given %s, then it is not an MP3', (_name, bytes) => {
    expect(mp3Info(bytes)).toBeNull();
  });

  it('given MP3 frames followed by something else, then it is not an MP3 (the bytes are checked to the end)', () => {
    const file = Buffer.concat([frames(VOICE, 1), Buffer.from('<script>alert(1)</script>')]);
    expect(mp3Info(file)).toBeNull();
  });
});
