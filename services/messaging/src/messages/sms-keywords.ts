// A reply's keyword. Twilio's default opt-out words (STOP and its English synonyms) and START's; and,
// for the loved ones whose texts are in Spanish, the Spanish words people reply with to stop
// texts. Our texts always ask for STOP, which Twilio honours by default in every language; a Spanish
// word stops our texts too (Twilio honours it only if the operator adds it in Advanced Opt-Out, see
// docs/operations.md). START, in any text's language, allows texts again.
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'REVOKE',
  'PARAR',
  'DETENER',
  'CANCELAR',
  'BAJA',
]);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES', 'OPTIN']);

export function smsKeyword(body: string): 'stop' | 'start' | null {
  // Case and accents aside ("Bajá", "parar."): the whole reply is one keyword or none.
  const word = body
    .trim()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[.!¡]+$/u, '')
    .toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}
