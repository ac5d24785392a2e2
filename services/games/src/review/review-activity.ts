import {
  AnyStep,
  DIFFICULTY_LEVELS,
  DifficultyLevel,
  GameConfig,
  MasteryItemKind,
  SeniorLanguage,
  TEMPLATE_SLUGS,
  TemplateSlug,
} from '@carewith/contracts';
import { lovedOneText } from '../language/loved-one-texts';
import { endOnKnownItem } from '../mastery/end-on-known';
import { isDue, ReviewState } from './spaced-review';

// The Review activity, pure: from a loved one's items, the one activity that would be
// sent now. No I/O; ReviewService reads the items and the level.

// At most 5 steps, at most a third of them new (docs/care-science.md's defaults).
export const REVIEW_MAX_STEPS = 5;

// One item the loved one could practise: where it was authored (the step and its activity's
// template), its review state (null: never answered, a new item) and whether mastery says known.
export type ReviewCandidate = {
  key: string;
  kind: MasteryItemKind;
  label: string;
  templateId: TemplateSlug;
  step: AnyStep;
  review: ReviewState | null;
  known: boolean;
};

export type ReviewActivityItem = { key: string; label: string; kind: MasteryItemKind; dueAt: number | null };

export type ReviewActivity = {
  templateId: TemplateSlug;
  configJSON: GameConfig & { level: DifficultyLevel; gentle: true; steps: AnyStep[] };
  // The items of the steps, in the steps' order: due ones (dueAt), new ones and a known one to end on.
  items: ReviewActivityItem[];
};

// In the loved one's language: the title is on their page and in their texts.
export const reviewTitle = (templateId: TemplateSlug, language?: string) => {
  const t = lovedOneText(language);
  return t('review.title', { template: t(`template.${templateId}`) });
};

// Due items, most overdue first (then by name, so the choice is stable).
export function dueItems<C extends Pick<ReviewCandidate, 'review' | 'label'>>(
  candidates: C[],
  now: number,
): (C & { dueAt: number })[] {
  const due: (C & { dueAt: number })[] = [];
  for (const c of candidates) if (c.review && isDue(c.review, now)) due.push({ ...c, dueAt: c.review.dueAt });
  return due.sort((a, b) => a.dueAt - b.dueAt || a.label.localeCompare(b.label));
}

// One template per activity: the template with the most due items; a tie goes to the template of the
// most overdue item, then to the templates' order. Null when nothing is due.
export function reviewTemplate(candidates: ReviewCandidate[], now: number): TemplateSlug | null {
  const due = dueItems(candidates, now);
  if (!due.length) return null;
  const counts = new Map<TemplateSlug, number>();
  for (const d of due) counts.set(d.templateId, (counts.get(d.templateId) ?? 0) + 1);
  const most = Math.max(...counts.values());
  // `due` is most overdue first: the first item of a template with the most due items wins.
  const best = due.find((d) => counts.get(d.templateId) === most)!.templateId;
  return TEMPLATE_SLUGS.includes(best) ? best : null;
}

// The activity that would be built now, at the loved one's level for its template, or null when
// nothing is due. Steps: the most overdue items of the template (at most 5, fewer at a level that
// plays fewer), then new items of the template up to a third of all steps, then it ends on a known
// item when the template has one: a known item among them goes last (endOnKnownItem); else a known
// item not due comes last, in an empty place or instead of the last step chosen (the new one when
// there is one, else the least overdue).
export function buildReviewActivity(
  candidates: ReviewCandidate[],
  now: number,
  level: DifficultyLevel,
  language?: SeniorLanguage,
): ReviewActivity | null {
  const templateId = reviewTemplate(candidates, now);
  if (!templateId) return null;
  const ofTemplate = candidates.filter((c) => c.templateId === templateId);
  const cap = Math.min(REVIEW_MAX_STEPS, DIFFICULTY_LEVELS[level].stepsPerActivity);
  const due = dueItems(ofTemplate, now).slice(0, cap);
  const fresh = ofTemplate.filter((c) => c.review === null && !c.known);
  // n = due + new steps with new <= n / 3, i.e. new <= due / 2.
  const newCount = Math.min(fresh.length, Math.floor(due.length / 2), cap - due.length);
  let chosen: { c: ReviewCandidate; dueAt: number | null }[] = [
    ...due.map((d) => ({ c: d as ReviewCandidate, dueAt: d.dueAt })),
    ...fresh.slice(0, newCount).map((c) => ({ c, dueAt: null })),
  ];
  if (!chosen.some(({ c }) => c.known)) {
    const chosenKeys = new Set(chosen.map(({ c }) => c.key));
    const known = ofTemplate.find((c) => c.known && !chosenKeys.has(c.key));
    if (known) chosen = [...chosen.slice(0, cap - 1), { c: known, dueAt: known.review?.dueAt ?? null }];
  }
  const byStep = new Map(chosen.map((x) => [x.c.step, x]));
  const ordered = endOnKnownItem(
    chosen.map(({ c }) => c.step),
    undefined,
    (step) => byStep.get(step)!.c.known,
  ).map((step) => byStep.get(step)!);
  // Steps authored in different activities may share an id: keep ids unique within this one.
  const ids = new Set<string>();
  const steps = ordered.map(({ c }, i) => {
    const id = ids.has(c.step.id) ? `${c.step.id.slice(0, 60)}-${i + 1}` : c.step.id;
    ids.add(id);
    return id === c.step.id ? c.step : ({ ...c.step, id } as AnyStep);
  });
  return {
    templateId,
    configJSON: {
      title: reviewTitle(templateId, language),
      steps,
      level,
      gentle: true,
      ...(language ? { language } : {}),
    },
    items: ordered.map(({ c, dueAt }) => ({ key: c.key, label: c.label, kind: c.kind, dueAt })),
  };
}
