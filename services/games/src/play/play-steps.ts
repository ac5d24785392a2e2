import { AnyStep, PlayStep } from '@carewith/contracts';
import { shuffledOrder } from './recipe-shuffle';

// The order a recipe's steps are shown in: shuffled the same way every time, never already right.
const shownOrder = (step: Extract<AnyStep, { correctOrder: number[] }>) =>
  shuffledOrder(step.recipeSteps.length, step.correctOrder, `${step.id}|${step.recipeName}`);

// A step as the play page gets it: everything to show, nothing that tells the right answer.
export function playStepOf(step: AnyStep): PlayStep {
  if ('correctAnswer' in step) {
    const { correctAnswer: _key, ...shown } = step;
    return shown;
  }
  if ('correctOrder' in step) {
    const { correctOrder: _key, ...shown } = step;
    return { ...shown, recipeSteps: shownOrder(step).map((i) => step.recipeSteps[i]) };
  }
  return step;
}

// The page's answer as the stream keeps it: a recipe's positions in the shown list become the
// authored steps' indices (what scoring and the results export read). Anything else is kept as sent.
export function storedAnswer(step: AnyStep, answer: unknown): unknown {
  if (!('correctOrder' in step) || !Array.isArray(answer)) return answer;
  const order = shownOrder(step);
  const positions = answer.filter((p): p is number => Number.isInteger(p) && p >= 0 && p < order.length);
  return positions.length === answer.length ? positions.map((p) => order[p]) : answer;
}
