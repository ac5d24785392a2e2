import type { AnyStep } from '@carewith/contracts';

export type StepScore = { score: number; correct: boolean };

const sameText = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

// One step's score in [0, 1] by the spec's formulas; an unreadable answer scores 0.
export function scoreStep(step: AnyStep, answer: unknown): StepScore {
  if ('correctAnswer' in step) {
    const correct = sameText(answer, step.correctAnswer);
    return { score: correct ? 1 : 0, correct };
  }
  if ('correctOrder' in step) {
    // Recipe: the share of positions holding the right step.
    if (!Array.isArray(answer) || answer.length !== step.correctOrder.length) return { score: 0, correct: false };
    const right = step.correctOrder.filter((expected, i) => answer[i] === expected).length;
    return { score: right / step.correctOrder.length, correct: right === step.correctOrder.length };
  }
  if ('targetItems' in step) {
    // Shopping: correct selections / targets; complete only with no misses and no wrong picks.
    if (!Array.isArray(answer)) return { score: 0, correct: false };
    const picked = new Set(answer.filter((a): a is string => typeof a === 'string'));
    const hits = step.targetItems.filter((t) => picked.has(t)).length;
    const wrong = [...picked].filter((p) => !step.targetItems.includes(p)).length;
    return { score: hits / step.targetItems.length, correct: hits === step.targetItems.length && wrong === 0 };
  }
  // Familiar places: "Yes, I remember!" counts as remembered.
  return { score: answer === 'know' ? 1 : 0, correct: answer === 'know' };
}

export function scoreSession(steps: AnyStep[], answers: ReadonlyMap<number, unknown>) {
  const scores = steps.map((step, i) =>
    answers.has(i) ? scoreStep(step, answers.get(i)) : { score: 0, correct: false },
  );
  const total = steps.length;
  return {
    totalSteps: total,
    correctAnswers: scores.filter((s) => s.correct).length,
    accuracy: total ? scores.reduce((sum, s) => sum + s.score, 0) / total : 0,
  };
}
