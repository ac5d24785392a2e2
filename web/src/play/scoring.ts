import type { AnyStep } from './types';

// The client's own view of the score (spec section 9), sent as computedScores; the server
// re-scores from the recorded answers and its figure is the one that counts.
const sameText = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

export function scoreStep(step: AnyStep, answer: unknown): { score: number; correct: boolean } {
  if ('correctAnswer' in step) {
    const correct = sameText(answer, step.correctAnswer);
    return { score: correct ? 1 : 0, correct };
  }
  if ('correctOrder' in step) {
    if (!Array.isArray(answer) || answer.length !== step.correctOrder.length) return { score: 0, correct: false };
    const right = step.correctOrder.filter((expected, i) => answer[i] === expected).length;
    return { score: right / step.correctOrder.length, correct: right === step.correctOrder.length };
  }
  if ('targetItems' in step) {
    if (!Array.isArray(answer)) return { score: 0, correct: false };
    const picked = new Set(answer.filter((a): a is string => typeof a === 'string'));
    const hits = step.targetItems.filter((t) => picked.has(t)).length;
    const wrong = [...picked].filter((p) => !step.targetItems.includes(p)).length;
    return { score: hits / step.targetItems.length, correct: hits === step.targetItems.length && wrong === 0 };
  }
  return { score: answer === 'know' ? 1 : 0, correct: answer === 'know' };
}

export function scoreAnswers(steps: AnyStep[], answers: Map<number, unknown>) {
  const scores = steps.map((s, i) => (answers.has(i) ? scoreStep(s, answers.get(i)) : { score: 0, correct: false }));
  return {
    totalSteps: steps.length,
    correctAnswers: scores.filter((s) => s.correct).length,
    accuracy: steps.length ? scores.reduce((sum, s) => sum + s.score, 0) / steps.length : 0,
  };
}
