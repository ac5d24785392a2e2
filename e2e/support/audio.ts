import { randomBytes } from 'node:crypto';

// Small audio files for the voice clip tests, made in the test rather than shipped.

// A PCM WAV: a tone (or silence with frequency 0) of the given length, 16-bit.
export function wav({
  seconds,
  frequency = 440,
  sampleRate = 44_100,
  channels = 2,
}: {
  seconds: number;
  frequency?: number;
  sampleRate?: number;
  channels?: number;
}): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * channels * 2);
  for (let i = 0; i < frames; i++) {
    const sample = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 0.4 * 0x7fff);
    for (let c = 0; c < channels; c++) data.writeInt16LE(sample, (i * channels + c) * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

// MP3 frames (MPEG-2 Layer III, 32 kbps, 22.05 kHz, mono, as the caregiver's browser makes them)
// with empty audio: what the gateway's check reads, for API tests of its limits.
export const MP3_FRAME = { header: [0xff, 0xf3, 0x40, 0xc0], bytes: 104, seconds: 576 / 22_050 } as const;
// noise: random bytes in each frame's body, so the clip's bytes are unlike any other row's.
export function mp3Frames(seconds: number, { noise = false } = {}): Buffer {
  const count = Math.round(seconds / MP3_FRAME.seconds);
  const out = noise ? randomBytes(count * MP3_FRAME.bytes) : Buffer.alloc(count * MP3_FRAME.bytes);
  for (let i = 0; i < count; i++) out.set(MP3_FRAME.header, i * MP3_FRAME.bytes);
  return out;
}

// A clip as multipart form data, as the step editor sends it.
export function clipForm(bytes: Buffer, fileName = 'voice.mp3', careTeamId?: string): FormData {
  const form = new FormData();
  form.append('clip', new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' }), fileName);
  if (careTeamId) form.append('careTeamId', careTeamId);
  return form;
}
