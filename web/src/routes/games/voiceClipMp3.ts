// A recording or a chosen audio file, made into the MP3 the server keeps: decoded by the
// browser (whatever it recorded or can read: MP4/AAC, WebM/Opus, WAV, MP3...), mixed to one channel at
// 22.05 kHz and encoded at 32 kbps, which is plenty for a voice (about 80 KB for 20 seconds). MP3 plays
// on every phone, old iPhones included, which Chrome's Opus recordings do not. The encoder (LAME in
// plain JavaScript: no worker or WebAssembly, so the strict content security policy stands) is loaded
// only when a clip is made.

export const CLIP_SAMPLE_RATE = 22_050;
export const CLIP_KBPS = 32;
// A file a little over the limit (an encoder's padding) is trimmed rather than refused.
const SLACK_SECONDS = 0.25;

export type ClipProblem = 'unreadable' | 'too-long' | 'silent';
export class ClipError extends Error {
  constructor(readonly problem: ClipProblem) {
    super(problem);
    this.name = 'ClipError';
  }
}

export type Mp3Clip = { mp3: Blob };

type OfflineContextClass = typeof OfflineAudioContext;
const offlineContext = (): OfflineContextClass | undefined =>
  typeof OfflineAudioContext === 'undefined'
    ? (window as unknown as { webkitOfflineAudioContext?: OfflineContextClass }).webkitOfflineAudioContext
    : OfflineAudioContext;

// One channel: the average of the decoded channels, at most maxSeconds long.
export function monoSamples(channels: Float32Array[], sampleRate: number, maxSeconds: number): Float32Array {
  const length = Math.min(channels[0]?.length ?? 0, Math.floor(maxSeconds * sampleRate));
  const out = new Float32Array(length);
  for (const channel of channels) for (let i = 0; i < length; i++) out[i]! += channel[i]! / channels.length;
  return out;
}

export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    out[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return out;
}

// trim: a recording is cut at maxSeconds (the clip's use: a step's voice, a song); a chosen file
// longer than that is refused.
export async function mp3FromAudio(
  audio: Blob,
  { trim, maxSeconds }: { trim: boolean; maxSeconds: number },
): Promise<Mp3Clip> {
  const Context = offlineContext();
  if (!Context) throw new ClipError('unreadable');
  let decoded: AudioBuffer;
  try {
    // Decoding in a context at the clip's rate resamples as it decodes (an old Safari that refuses
    // that rate decodes at 44.1 kHz, encoded as it is).
    let context: OfflineAudioContext;
    try {
      context = new Context(1, 1, CLIP_SAMPLE_RATE);
    } catch {
      context = new Context(1, 1, 44_100);
    }
    const bytes = await audio.arrayBuffer();
    // Old Safari's decodeAudioData answers only through its callbacks.
    decoded = await new Promise<AudioBuffer>((resolve, reject) => {
      void context.decodeAudioData(bytes, resolve, reject)?.then(resolve, reject);
    });
  } catch {
    throw new ClipError('unreadable');
  }
  if (!trim && decoded.duration > maxSeconds + SLACK_SECONDS) throw new ClipError('too-long');
  const channels = Array.from({ length: decoded.numberOfChannels }, (_, i) => decoded.getChannelData(i));
  const mono = monoSamples(channels, decoded.sampleRate, maxSeconds);
  if (!mono.some((s) => Math.abs(s) > 0.001)) throw new ClipError('silent');
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const encoder = new Mp3Encoder(1, decoded.sampleRate, CLIP_KBPS);
  const pcm = toInt16(mono);
  const parts: Uint8Array[] = [];
  // 1152 samples a call: a whole number of MPEG-2 frames.
  for (let i = 0; i < pcm.length; i += 1152) parts.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  parts.push(encoder.flush());
  return {
    mp3: new Blob(
      parts.filter((p) => p.length).map((p) => new Uint8Array(p)),
      { type: 'audio/mpeg' },
    ),
  };
}
