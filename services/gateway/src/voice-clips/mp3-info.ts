// Reads an MP3 from its bytes alone (a clip's type is checked from the bytes, never from
// its name or the browser's word): an optional ID3v2 tag, then MPEG audio Layer III frames one after
// another to the end (an ID3v1/APE/Lyrics tag or a cut last frame may follow). Walking every frame
// also gives the exact length, which the gateway holds to 20 seconds.

export type Mp3Info = { durationMs: number; frames: number; sampleRate: number; channels: 1 | 2 };

// kbps by bitrate index, Layer III: MPEG-1, and MPEG-2/2.5.
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
// Hz by sample-rate index, per version bits (0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1; 1 is reserved).
const SAMPLE_RATES: Record<number, number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};
const TRAILING_TAGS = ['TAG', 'APETAGEX', 'LYRICS'];

type Frame = { length: number; samples: number; sampleRate: number; channels: 1 | 2 };

// A Layer III frame header at `at`, or null.
function frameAt(bytes: Uint8Array, at: number): Frame | null {
  if (at + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  const rates = SAMPLE_RATES[version];
  // Layer III only (bits 01); free-format and bad bitrates and the reserved rate are refused.
  if (!rates || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const kbps = (mpeg1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex]!;
  const sampleRate = rates[rateIndex]!;
  const samples = mpeg1 ? 1152 : 576;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  return { length, samples, sampleRate, channels: b3 >> 6 === 3 ? 1 : 2 };
}

// Where the audio starts: after an ID3v2 tag (10-byte header, syncsafe size, optional footer).
function audioStart(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

const startsWith = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

// The MP3's facts, or null when the bytes are not an MP3 (at least two whole frames, nothing else).
export function mp3Info(bytes: Uint8Array): Mp3Info | null {
  let at = audioStart(bytes);
  let frames = 0;
  let seconds = 0;
  let first: Frame | null = null;
  while (at < bytes.length) {
    const frame = frameAt(bytes, at);
    if (!frame) {
      if (TRAILING_TAGS.some((tag) => startsWith(bytes, at, tag))) break;
      return null;
    }
    // A cut last frame ends the audio (players play what is there); it is not counted.
    if (at + frame.length > bytes.length) break;
    first ??= frame;
    frames += 1;
    seconds += frame.samples / frame.sampleRate;
    at += frame.length;
  }
  if (!first || frames < 2) return null;
  return { durationMs: Math.round(seconds * 1000), frames, sampleRate: first.sampleRate, channels: first.channels };
}
