import { DIFFICULTY_LEVELS, DifficultyLevel, MasteryItemKind, TEMPLATE_SLUGS, TemplateSlug } from '@carewith/contracts';
import { dueItems, REVIEW_MAX_STEPS } from '../review/review-activity';
import { ReviewState } from '../review/spaced-review';

// Which of the memory box's items the next activity practises, pure: no I/O, no steps.
// The box's people, places, recipes and shopping list are items of mastery and spaced review; this
// picks a template and the items for it, by the defaults of docs/care-science.md:
// - what is due for review comes first, most overdue first;
// - at most a third of the items are new while anything else can fill the activity (a box whose
//   items are all new starts with new ones: there is nothing else to play), yet at least one new item
//   while any is waiting and the loved one is not struggling (their level for the template above 1),
//   even when review could fill it all: otherwise what the family adds waits for as long as older
//   items fill the activity (decision 252). New items not given in the last activity (nor earlier in
//   a run of previews) come first, so each gets its turn;
// - it ends on an item the loved one knows, when the template has one;
// - the same set is never picked twice in a row when the box has another to give (one item swapped for
//   another of the template; a template with nothing to swap in and items due plays one item fewer,
//   so what is due, a missed item above all, is not put off by the rule);
// - as many items as the loved one's level for the template plays (at most 5);
// - a template with an item missed (or helped) last time and due now goes before one with more due
//   items: a miss starts again at one day;
// - a kind of item the loved one has never played (a template whose items are all new) takes the next
//   turn, ahead of review, so that recipes added after the photos are not put off for as long as any
//   photo is due; not twice running, so a kind sent and not played yet alternates with review; and not
//   while an item missed (or helped) last time is due: its one-day relearning gap does not wait.

// An item of the box as selection sees it: its mastery key, the template that practises it, its
// review state (null: never answered) and whether mastery says the loved one knows it.
export type BoxCandidate = {
  key: string;
  kind: MasteryItemKind;
  label: string;
  templateId: TemplateSlug;
  review: ReviewState | null;
  known: boolean;
};

// Why an item is in the activity: due for review, new, answered before but not due yet ("ahead"),
// or the known item it ends on.
export type PickReason = 'due' | 'new' | 'ahead' | 'known';
export type PickedItem = BoxCandidate & { reason: PickReason };
export type BoxPick = { templateId: TemplateSlug; level: DifficultyLevel; items: PickedItem[] };

export type PickContext = {
  now: number;
  // The loved one's level per template (a template missing here plays at level 3).
  levels: Partial<Record<TemplateSlug, DifficultyLevel>>;
  // The activity picked last time, if any: its template and item keys.
  last?: { templateId: TemplateSlug; keys: string[] } | null;
  // Templates given earlier in the same run of picks (Coming up previews several activities in a row,
  // none played yet): they count as played, so each new kind is previewed once.
  introduced?: readonly TemplateSlug[];
  // Item keys given earlier in the same run of picks: a new one shown there gives way to another new
  // one, so Coming up previews each new item in turn.
  given?: readonly string[];
};

const DEFAULT_LEVEL: DifficultyLevel = 3;

// The next activity's template and items, or null when the box has nothing to practise.
export function pickFromBox(candidates: BoxCandidate[], context: PickContext): BoxPick | null {
  const order = templatesInOrder(candidates, context);
  let fallback: BoxPick | null = null;
  for (const templateId of order) {
    const level = context.levels[templateId] ?? DEFAULT_LEVEL;
    const ofTemplate = candidates.filter((c) => c.templateId === templateId);
    const recent = new Set([...(context.given ?? []), ...(context.last?.keys ?? [])]);
    const items = pickItems(ofTemplate, context.now, capOf(level), newQuota(level), recent);
    const pick = { templateId, level, items };
    if (!sameAsLast(pick, context.last)) return pick;
    const swapped = swapOne(pick, ofTemplate, context.now, recent) ?? dropOne(pick);
    if (swapped) return swapped;
    fallback ??= pick;
  }
  // Every template would repeat the last set: a box this small repeats it (better than no activity).
  return fallback;
}

const capOf = (level: DifficultyLevel) => Math.min(REVIEW_MAX_STEPS, DIFFICULTY_LEVELS[level].stepsPerActivity);

// New items an activity brings in at least, while any is waiting: one, unless the loved one is
// struggling with the template, which the difficulty rules say by its lowest level (stepped down after
// hard or unfinished activities, or kept there by a Co-Caregiver): then review alone (decision 252).
const newQuota = (level: DifficultyLevel) => (level > 1 ? 1 : 0);

// Templates with items, best first: a kind never played (not the last activity's, not introduced
// earlier in this run), then one with an item missed last time due, then most due items, then (nothing due) most items, the last activity's
// template after the others, then the templates' own order.
function templatesInOrder(candidates: BoxCandidate[], { now, last, introduced = [] }: PickContext): TemplateSlug[] {
  const due = new Map<TemplateSlug, number>();
  const all = new Map<TemplateSlug, number>();
  const played = new Set<TemplateSlug>([...introduced, ...(last ? [last.templateId] : [])]);
  for (const c of candidates) {
    all.set(c.templateId, (all.get(c.templateId) ?? 0) + 1);
    if (c.review !== null || c.known) played.add(c.templateId);
  }
  const relearn = new Set<TemplateSlug>();
  for (const d of dueItems(candidates, now)) {
    due.set(d.templateId, (due.get(d.templateId) ?? 0) + 1);
    if (relearning(d.review)) relearn.add(d.templateId);
  }
  // A box where nothing was played yet has no review to put ahead of: the usual order.
  const introducing = played.size > 0 && relearn.size === 0;
  const score = (t: TemplateSlug) =>
    [
      introducing && !played.has(t) ? 1 : 0,
      relearn.has(t) ? 1 : 0,
      due.get(t) ?? 0,
      t === last?.templateId ? 0 : 1,
      all.get(t) ?? 0,
    ] as const;
  return TEMPLATE_SLUGS.filter((t) => all.has(t)).sort((a, b) => {
    const [x, y] = [score(a), score(b)];
    for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return y[k]! - x[k]!;
    return TEMPLATE_SLUGS.indexOf(a) - TEMPLATE_SLUGS.indexOf(b);
  });
}

// Missed, or right only with help, at its last answer: back at the first gap with no first-try run.
const relearning = (review: ReviewState | null) => review?.intervalIndex === 0 && review.streak === 0;

// A template's items by what they are now: due (most overdue first), answered before and not due yet
// (soonest due first: the next to fall due is the best to revisit), and new (those not given recently
// first, then the box's order).
function pools(ofTemplate: BoxCandidate[], now: number, recent: ReadonlySet<string> = new Set()) {
  const ahead = ofTemplate
    .filter((c) => c.review?.dueAt != null && c.review.dueAt > now)
    .sort((a, b) => a.review!.dueAt! - b.review!.dueAt! || a.label.localeCompare(b.label));
  const waiting = ofTemplate.filter((c) => c.review === null && !c.known);
  const fresh = [...waiting.filter((c) => !recent.has(c.key)), ...waiting.filter((c) => recent.has(c.key))];
  return { due: dueItems(ofTemplate, now), ahead, fresh };
}

function pickItems(
  ofTemplate: BoxCandidate[],
  now: number,
  cap: number,
  quota: number,
  recent: ReadonlySet<string>,
): PickedItem[] {
  const { due, ahead, fresh } = pools(ofTemplate, now, recent);
  // The new items an activity brings in at least (newQuota), when any is waiting and it plays two or more.
  const kept = cap > 1 ? Math.min(quota, fresh.length) : 0;
  const picked: PickedItem[] = due.slice(0, cap - kept).map((c) => ({ ...c, reason: 'due' }));
  // Answered items not due fill what review leaves, so that new ones stay at most a third.
  for (const c of ahead) if (picked.length < cap) picked.push({ ...c, reason: 'ahead' });
  const newAllowed = Math.min(fresh.length, cap - picked.length, Math.floor(picked.length / 2));
  // Nothing else to play (a new box, or only new items left): new ones fill the activity.
  let newCount = picked.length === 0 ? Math.min(fresh.length, cap) : newAllowed;
  if (newCount < kept) {
    // Room for them: the last answered item not due and not known gives way, else the last due one.
    if (picked.length >= cap) picked.splice(roomAt(picked), 1);
    newCount = kept;
  }
  for (const c of fresh.slice(0, newCount)) picked.push({ ...c, reason: 'new' });
  return endOnKnown(picked, ofTemplate, cap, kept);
}

function roomAt(picked: PickedItem[]): number {
  const ahead = picked.findLastIndex((p) => p.reason === 'ahead' && !p.known);
  if (ahead >= 0) return ahead;
  const due = picked.findLastIndex((p) => p.reason === 'due' && !p.known);
  return due >= 0 ? due : picked.length - 1;
}

// The last item is one the loved one knows: a known one among the picked moves to the end; else the
// template's first known item not picked comes in last (instead of the last new one beyond those kept
// for new items, else the last item that is not new, else the last).
function endOnKnown(picked: PickedItem[], ofTemplate: BoxCandidate[], cap: number, kept: number): PickedItem[] {
  const knownAt = picked.map((p) => p.known).lastIndexOf(true);
  if (knownAt >= 0) return [...picked.slice(0, knownAt), ...picked.slice(knownAt + 1), picked[knownAt]!];
  const keys = new Set(picked.map((p) => p.key));
  const known = ofTemplate.find((c) => c.known && !keys.has(c.key));
  if (!known) return picked;
  const ending: PickedItem = { ...known, reason: 'known' };
  if (picked.length < cap) return [...picked, ending];
  const reasons = picked.map((p) => p.reason);
  const newOnes = reasons.filter((r) => r === 'new').length;
  const notNew = reasons.findLastIndex((r) => r !== 'new');
  const drop = newOnes > kept ? reasons.lastIndexOf('new') : notNew;
  const at = drop >= 0 ? drop : picked.length - 1;
  return [...picked.slice(0, at), ...picked.slice(at + 1), ending];
}

function sameAsLast(pick: BoxPick, last: PickContext['last']): boolean {
  if (!last || last.templateId !== pick.templateId || last.keys.length !== pick.items.length) return false;
  const keys = new Set(last.keys);
  return pick.items.every((item) => keys.has(item.key));
}

// The same set as last time: one item before the ending one gives way to the template's best item not
// picked (due, then answered, then new), keeping the ending known item and a new item; null when there
// is none.
function swapOne(pick: BoxPick, ofTemplate: BoxCandidate[], now: number, recent: ReadonlySet<string>): BoxPick | null {
  const keys = new Set(pick.items.map((i) => i.key));
  const { due, ahead, fresh } = pools(ofTemplate, now, recent);
  const reasons: [BoxCandidate[], PickReason][] = [
    [due, 'due'],
    [ahead, 'ahead'],
    [fresh, 'new'],
  ];
  for (const [list, reason] of reasons) {
    const other = list.find((c) => !keys.has(c.key));
    if (!other) continue;
    const endsKnown = pick.items.at(-1)?.known === true && pick.items.length > 1;
    const last = endsKnown ? pick.items.length - 2 : pick.items.length - 1;
    // A new item gives way only to another new one: the activity keeps bringing one in.
    const notNew = pick.items.slice(0, last + 1).findLastIndex((i) => i.reason !== 'new');
    const at = reason === 'new' || notNew < 0 ? last : notNew;
    const items = [...pick.items];
    items.splice(at, 1, { ...other, reason });
    return { ...pick, items };
  }
  return null;
}

// The same set as last time, nothing to swap in, and items due: the set less one item is another set
// that still reviews what is due. The item left out is the one that least needs practice now: one not
// due (the last such), else the due one with the longest run of first tries (the last such); a known
// ending stays. Null when the set is one item, or nothing in it is due (another template goes instead).
function dropOne(pick: BoxPick): BoxPick | null {
  const { items } = pick;
  if (items.length < 2 || !items.some((i) => i.reason === 'due')) return null;
  const endsKnown = items.at(-1)!.known;
  const droppable = items.slice(0, endsKnown ? -1 : items.length);
  // A new item stays (it is the one the activity brings in), then what is due.
  const need = (i: PickedItem) =>
    i.reason === 'new' ? -1 : (i.reason === 'due' ? 0 : 1_000) + (i.review?.streak ?? 0);
  let at = droppable.length - 1;
  for (let k = droppable.length - 1; k >= 0; k--) if (need(droppable[k]!) > need(droppable[at]!)) at = k;
  return { ...pick, items: items.filter((_, k) => k !== at) };
}
