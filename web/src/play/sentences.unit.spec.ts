import { MAX_PIECE, sentences } from './sentences';

// Given a prompt, when it is prepared for speech synthesis, then it is said sentence by sentence,
// no piece longer than Chrome lets one utterance run.
describe('sentences', () => {
  it('splits at the end of each sentence and keeps the punctuation', () => {
    expect(sentences('Who is this? Is it Liam, Emma or Noah?')).toEqual(['Who is this?', 'Is it Liam, Emma or Noah?']);
    expect(sentences('Brighton. The pier in summer! Do you remember this place?')).toEqual([
      'Brighton.',
      'The pier in summer!',
      'Do you remember this place?',
    ]);
  });

  it('keeps a text without a full stop whole, and gives nothing for blank text', () => {
    expect(sentences('  Your list: milk, eggs  ')).toEqual(['Your list: milk, eggs']);
    expect(sentences('   ')).toEqual([]);
  });

  it('does not end a sentence inside a number or before a closing quote', () => {
    expect(sentences('Add 2.5 cups of flour. Then stir.')).toEqual(['Add 2.5 cups of flour.', 'Then stir.']);
    expect(sentences('She said "Hello there." Then she left.')).toEqual(['She said "Hello there."', 'Then she left.']);
  });

  it('splits sentences in scripts without spaces at their own full stops', () => {
    expect(sentences('これは誰ですか？一緒に見ましょう。')).toEqual(['これは誰ですか？', '一緒に見ましょう。']);
  });

  it('breaks a long sentence at its commas, then at spaces, into pieces Chrome will finish', () => {
    const long = Array.from({ length: 12 }, (_, i) => `the ${i + 1}th place we went to together`).join(', ') + '.';
    const pieces = sentences(long);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.every((p) => p.length <= MAX_PIECE)).toBe(true);
    expect(pieces.join(' ')).toBe(long);

    const noCommas = Array.from({ length: 60 }, () => 'word').join(' ');
    const spaced = sentences(noCommas, 50);
    expect(spaced.every((p) => p.length <= 50)).toBe(true);
    expect(spaced.join(' ')).toBe(noCommas);
  });
});
