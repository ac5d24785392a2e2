import { STARTER_MAX_LENGTH, STARTERS_MAX, STARTERS_MIN } from '@carewith/contracts';

// The rules every conversation starter keeps, whichever writer wrote it (docs/care-science.md,
// "Conversation after play"): a statement about a place, an event or the senses, said to the loved
// one. Never a question (a photo used as a quiz draws few stories), never "do you remember", never a
// word about memory, health or a diagnosis, never a score.
const RULES: [problem: string, pattern: RegExp][] = [
  ['asks them to remember', /rememb|recall|recollect|forg[eo]t/i],
  // The same rules in Spanish, the other language starters are written in (decision 258); a question
  // is caught by its closing "?" whatever opens it.
  ['asks them to remember', /recuerd|acuerd|record[aá]|olvid/i],
  ['is a question', /\?/],
  // A question without its question mark: "Who is this." / "Do you know her."
  [
    'is a question',
    /(^|[.!;:]\s*)(who|what|which|where|when|why|whose)\s+(is|was|are|were|did|does|do|'s|has|had|can|could)\b/i,
  ],
  [
    'is a question',
    /(^|[.!;:]\s*)(do|does|did|can|could|is|are|was|were|will|would|have|has|had)\s+(you|she|he|they|we|it|this|that|these|those)\b/i,
  ],
  // Quizzes in other words.
  ['is a quiz', /\b(can|could|will|would)\s+you\s+(name|tell|say|guess|find|spot|pick|point|recognis|recogniz)/i],
  ['is a quiz', /\b(name|guess|identify|spot|recogni[sz]e)\s+(the|this|that|who|which|what|her|him|them|these)\b/i],
  ['is a quiz', /\btell me\s+(who|what|which|where|when|whose|the name)\b/i],
  ['is a quiz', /\b(tell|say|give)\s+(me\s+)?(her|his|their|the|its|my|our)\s+names?\b/i],
  ['is a quiz', /\b(do|did)\s+you\s+know\b|\bquiz\w*|\btest\w*\b/i],
  ['is a quiz', /\b(adivin\w*|nombr[ae]\w*\s+(a|al|la|el|los|las|quién)|dígame\s+(quién|qué|cuál|dónde|el nombre))\b/i],
  [
    'talks about a score',
    /\b(errores?|equivocad\w*|correct[ao]s?|respuestas? (bien|mal)|aciertos?|puntuaci\w*|puntos|precisi[oó]n|primer intento)\b/i,
  ],
  [
    'talks about health',
    /\b(diagn[oó]stic\w*|demencia|alzh\w*|cognitiv\w*|deterior\w*|s[ií]ntomas?|enfermedad\w*|trastorno\w*|memoria|pacientes?|confusi[oó]n|confundid\w*|m[eé]dic\w*|doctor\w*)\b/i,
  ],
  ['talks about a score', /\b(wrong|mistakes?|correct(ly)?|right answers?|score[sd]?|accuracy|points|first try)\b/i],
  [
    'talks about health',
    /\b(diagnos\w*|dementia|alzheimer\w*|cognit\w*|declin\w*|impair\w*|symptom\w*|disease\w*|disorder\w*|memory loss|memory|patient\w*|confus\w*|deteriorat\w*|medic\w*|doctor\w*|(early|middle|late|mild|moderate|severe)[- ]stage)\b/i,
  ],
];

// Why a starter breaks the rules, or null when it keeps them.
export function starterProblem(text: string): string | null {
  const t = text.trim();
  if (t.length < 8) return 'is too short';
  if (t.length > STARTER_MAX_LENGTH) return 'is too long';
  if (/[\r\n]/.test(t)) return 'is more than one line';
  for (const [problem, pattern] of RULES) if (pattern.test(t)) return problem;
  return null;
}

// A whole set: two or three starters, each keeping the rules, none twice.
export function startersProblem(starters: string[]): string | null {
  if (starters.length < STARTERS_MIN || starters.length > STARTERS_MAX)
    return `has ${starters.length} starters, not ${STARTERS_MIN} or ${STARTERS_MAX}`;
  if (new Set(starters.map((s) => s.trim().toLowerCase())).size !== starters.length) return 'repeats a starter';
  // Which one and why, never its words (the reason may be logged; the words are the family's).
  for (const [i, s] of starters.entries()) {
    const problem = starterProblem(s);
    if (problem) return `starter ${i + 1} ${problem}`;
  }
  return null;
}
