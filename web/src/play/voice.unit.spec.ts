import { pickVoice } from './voice';

// Given the device's voices and the page's language, when Hear Again reads, then it uses a voice of
// that language: the same tag, else the same language, the device's default among them first.
const voice = (name: string, lang: string, extra: Partial<SpeechSynthesisVoice> = {}) =>
  ({ name, lang, voiceURI: name, default: false, localService: false, ...extra }) as SpeechSynthesisVoice;

describe('pickVoice', () => {
  const voices = [
    voice('Albert', 'en-US', { localService: true }),
    voice('Samantha', 'en-US', { default: true }),
    voice('Daniel', 'en_GB'),
    voice('Paulina', 'es-MX'),
    voice('Monica', 'es-ES', { localService: true }),
    voice('Amélie', 'fr-CA'),
  ];

  it('takes the default voice of the exact language tag, in any case or separator', () => {
    expect(pickVoice(voices, 'en-US')?.name).toBe('Samantha');
    expect(pickVoice(voices, 'EN-gb')?.name).toBe('Daniel');
  });

  it('falls back to the same language, a voice on the device first', () => {
    expect(pickVoice(voices, 'es')?.name).toBe('Monica');
    expect(pickVoice(voices, 'fr-FR')?.name).toBe('Amélie');
  });

  it('finds none for a language the device cannot speak, or before the voices are loaded', () => {
    expect(pickVoice(voices, 'pt-BR')).toBeUndefined();
    expect(pickVoice([], 'en')).toBeUndefined();
  });
});
