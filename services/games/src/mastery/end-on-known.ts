import { AnyStep, DIFFICULTY_LEVELS, GameConfig, isDifficultyLevel } from '@carewith/contracts';
import { itemOfStep } from './mastery';
import type { MasteryStore } from './mastery-store';

// "A session always ends on an item the loved one already knows when there is one"
// (docs/care-science.md: the last feeling of a session is what stays). Pure: the authored steps reordered
// so that the last step PLAYED at the activity's level (its first stepsPerActivity steps, as
// stepsAtLevel plays them) is a known item. Nothing known, or already ending on one: unchanged.
export function endOnKnownItem(
  steps: AnyStep[],
  level: number | undefined,
  isKnown: (step: AnyStep) => boolean,
): AnyStep[] {
  const played = isDifficultyLevel(level)
    ? Math.min(DIFFICULTY_LEVELS[level].stepsPerActivity, steps.length)
    : steps.length;
  const last = played - 1;
  if (last < 0 || isKnown(steps[last]!)) return steps;
  // The latest known step among the played ones moves to the end; the others keep their order.
  for (let i = last - 1; i >= 0; i--)
    if (isKnown(steps[i]!))
      return [...steps.slice(0, i), ...steps.slice(i + 1, played), steps[i]!, ...steps.slice(played)];
  // Else the first known step the level leaves out comes in last, and the step it replaces is the
  // first one left out instead (nothing the family wrote is lost).
  const j = steps.findIndex((step, k) => k > last && isKnown(step));
  if (j < 0) return steps;
  return [...steps.slice(0, last), steps[j]!, steps[last]!, ...steps.slice(played, j), ...steps.slice(j + 1)];
}

// For a new activity: the loved one's known items, read from item_mastery, then the pure reorder.
export async function configEndingOnKnownItem<C extends Pick<GameConfig, 'steps' | 'level'>>(
  mastery: Pick<MasteryStore, 'knownItems'>,
  seniorId: string | null | undefined,
  config: C,
): Promise<C> {
  if (!seniorId || !config.steps?.length) return config;
  const known = await mastery.knownItems(seniorId);
  if (!known.size) return config;
  const steps = endOnKnownItem(config.steps, config.level, (step) => known.has(itemOfStep(step).key));
  return steps === config.steps ? config : { ...config, steps };
}
